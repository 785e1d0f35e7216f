/**
 * The seeded game catalogue: every category of the spec, 26 vendors, 6,896 games (vendor MR alone has 5,000),
 * names in English and Thai, sub-types for table and arcade games, hot ranks, and lottery games with draws.
 */
import { prng } from '../../seed/random.ts';

export type GameCategory =
  'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT';
export const GAME_CATEGORIES: readonly GameCategory[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];
const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

export type SeedVendor = {
  code: string;
  name: string;
  color: string;
  lanes: { gameType: GameCategory; count: number; isGame: 'VASSALAGE' | 'GAME' }[];
};

export const VENDORS: readonly SeedVendor[] = [
  {
    code: 'MR',
    name: 'MegaReels',
    color: '#c0392b',
    lanes: [{ gameType: 'RNG', count: 5000, isGame: 'VASSALAGE' }],
  },
  {
    code: 'JL',
    name: 'Jolly Lab',
    color: '#e67e22',
    lanes: [
      { gameType: 'RNG', count: 260, isGame: 'VASSALAGE' },
      { gameType: 'FISH', count: 14, isGame: 'VASSALAGE' },
    ],
  },
  {
    code: 'PS',
    name: 'Pixel Spins',
    color: '#8e44ad',
    lanes: [{ gameType: 'RNG', count: 240, isGame: 'VASSALAGE' }],
  },
  {
    code: 'LUX',
    name: 'Lux Reels',
    color: '#d4ac0d',
    lanes: [{ gameType: 'RNG', count: 220, isGame: 'VASSALAGE' }],
  },
  {
    code: 'NOVA',
    name: 'Nova Play',
    color: '#2980b9',
    lanes: [{ gameType: 'RNG', count: 180, isGame: 'VASSALAGE' }],
  },
  {
    code: 'DRGN',
    name: 'Dragon Gate',
    color: '#b03a2e',
    lanes: [
      { gameType: 'RNG', count: 200, isGame: 'VASSALAGE' },
      { gameType: 'PVP', count: 36, isGame: 'VASSALAGE' },
    ],
  },
  {
    code: 'SKY',
    name: 'Skyline Slots',
    color: '#16a085',
    lanes: [{ gameType: 'RNG', count: 160, isGame: 'VASSALAGE' }],
  },
  {
    code: 'KOI',
    name: 'Koi Gaming',
    color: '#f39c12',
    lanes: [
      { gameType: 'RNG', count: 150, isGame: 'VASSALAGE' },
      { gameType: 'FISH', count: 12, isGame: 'VASSALAGE' },
    ],
  },
  {
    code: 'TCG',
    name: 'TCG',
    color: '#34495e',
    lanes: [
      { gameType: 'LOTT', count: 6, isGame: 'GAME' },
      { gameType: 'RNG', count: 120, isGame: 'VASSALAGE' },
      { gameType: 'PVP', count: 40, isGame: 'VASSALAGE' },
    ],
  },
  {
    code: 'EVL',
    name: 'Evolve Live',
    color: '#1abc9c',
    lanes: [{ gameType: 'LIVE', count: 40, isGame: 'VASSALAGE' }],
  },
  {
    code: 'SXY',
    name: 'Sexy Studio',
    color: '#e84393',
    lanes: [{ gameType: 'LIVE', count: 24, isGame: 'VASSALAGE' }],
  },
  {
    code: 'ASG',
    name: 'Asia Gold Live',
    color: '#b7950b',
    lanes: [{ gameType: 'LIVE', count: 30, isGame: 'VASSALAGE' }],
  },
  {
    code: 'DGL',
    name: 'Dream Live',
    color: '#6c3483',
    lanes: [{ gameType: 'LIVE', count: 22, isGame: 'VASSALAGE' }],
  },
  {
    code: 'FKY',
    name: 'Fish King',
    color: '#2471a3',
    lanes: [{ gameType: 'FISH', count: 18, isGame: 'VASSALAGE' }],
  },
  {
    code: 'SBO',
    name: 'Sportsbook One',
    color: '#1e8449',
    lanes: [{ gameType: 'SPORTS', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'UGS',
    name: 'United Sports',
    color: '#117864',
    lanes: [{ gameType: 'SPORTS', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'CMD',
    name: 'Champion Sports',
    color: '#0e6655',
    lanes: [{ gameType: 'SPORTS', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'IMES',
    name: 'IM Esports',
    color: '#5b2c6f',
    lanes: [{ gameType: 'ESPORTS', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'TFG',
    name: 'TF Gaming',
    color: '#4a235a',
    lanes: [{ gameType: 'ESPORTS', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'KYC',
    name: 'Kaiyuan Cards',
    color: '#922b21',
    lanes: [{ gameType: 'PVP', count: 60, isGame: 'VASSALAGE' }],
  },
  {
    code: 'LEG',
    name: 'Legend Cards',
    color: '#7b241c',
    lanes: [{ gameType: 'PVP', count: 44, isGame: 'VASSALAGE' }],
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'VN Lottery',
    color: '#c0392b',
    lanes: [{ gameType: 'ELOTT', count: 4, isGame: 'GAME' }],
  },
  {
    code: 'TCG_SEA',
    name: 'SEA Lottery',
    color: '#a04000',
    lanes: [{ gameType: 'ELOTT', count: 4, isGame: 'GAME' }],
  },
  {
    code: 'GPK',
    name: 'Gold Pick Lotto',
    color: '#9a7d0a',
    lanes: [{ gameType: 'ELOTT', count: 5, isGame: 'GAME' }],
  },
  {
    code: 'SV3',
    name: 'SV388 Cockfight',
    color: '#873600',
    lanes: [{ gameType: 'COCKFIGHT', count: 1, isGame: 'GAME' }],
  },
  {
    code: 'WS168',
    name: 'WS168 Arena',
    color: '#6e2c00',
    lanes: [{ gameType: 'COCKFIGHT', count: 1, isGame: 'GAME' }],
  },
  // Appended (so the games generated before them keep their names): slots then have 11 providers, more than 10, and
  // the header's game dropdown shows the spec's large layout with the seed data.
  {
    code: 'ZEN',
    name: 'Zen Reels',
    color: '#138d75',
    lanes: [{ gameType: 'RNG', count: 90, isGame: 'VASSALAGE' }],
  },
  {
    code: 'BOOM',
    name: 'Boom Studio',
    color: '#cb4335',
    lanes: [{ gameType: 'RNG', count: 70, isGame: 'VASSALAGE' }],
  },
];

const ADJ = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Fortune',
  'Crystal',
  'Dragon',
  'Jade',
  'Thunder',
  'Neon',
  'Ancient',
  'Sunny',
  'Magic',
  'Silver',
  'Ruby',
  'Cosmic',
  'Happy',
  'Jungle',
  'Ocean',
  'Fire',
  'Frozen',
  'Mighty',
  'Secret',
  'Sweet',
];
const NOUN = [
  'Dragon',
  'Tiger',
  'Koi',
  'Phoenix',
  'Temple',
  'Treasure',
  'Empire',
  'Panda',
  'Fruits',
  'Gems',
  'Pharaoh',
  'Buffalo',
  'Lotus',
  'Wolf',
  'Pirates',
  'Riches',
  'Candy',
  'Queen',
  'Warrior',
  'Lantern',
  'Monkey',
  'Elephant',
  'Festival',
  'Samurai',
  'Rocket',
];
const SUFFIX = ['', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Gold', ' Boost', ' Link'];
const ADJ_TH = [
  'ทองคำ',
  'นำโชค',
  'ลึกลับ',
  'ป่า',
  'หลวง',
  'มั่งคั่ง',
  'คริสตัล',
  'มังกร',
  'หยก',
  'สายฟ้า',
  'นีออน',
  'โบราณ',
  'สดใส',
  'มหัศจรรย์',
  'เงิน',
  'ทับทิม',
  'จักรวาล',
  'สุขสันต์',
  'ป่าดิบ',
  'มหาสมุทร',
  'ไฟ',
  'น้ำแข็ง',
  'ทรงพลัง',
  'ความลับ',
  'หวาน',
];
const NOUN_TH = [
  'มังกร',
  'เสือ',
  'ปลาคาร์พ',
  'หงส์',
  'วัด',
  'สมบัติ',
  'อาณาจักร',
  'แพนด้า',
  'ผลไม้',
  'อัญมณี',
  'ฟาโรห์',
  'ควาย',
  'ดอกบัว',
  'หมาป่า',
  'โจรสลัด',
  'ความร่ำรวย',
  'ขนม',
  'ราชินี',
  'นักรบ',
  'โคมไฟ',
  'ลิง',
  'ช้าง',
  'เทศกาล',
  'ซามูไร',
  'จรวด',
];
const LIVE = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Dragon Tiger',
  'Sic Bo',
  'Blackjack',
  'Fan Tan',
  'Lightning Dice',
  'Andar Bahar',
  'Teen Patti',
];
const LIVE_TH = [
  'บาคาร่า',
  'บาคาร่าเร็ว',
  'รูเล็ต',
  'เสือมังกร',
  'ไฮโล',
  'แบล็คแจ็ค',
  'ฟานทัน',
  'ลูกเต๋าสายฟ้า',
  'อันดาร์บาฮาร์',
  'ทีนปัตติ',
];
const PVP = [
  'Texas Poker',
  'Pok Deng',
  'Niu Niu',
  'Blackjack',
  'Baccarat Table',
  'Dummy',
  'Mahjong',
  'Scratch Card',
  'Video Poker',
  'Bingo Blast',
  'Crash',
  'Mines',
];
const PVP_TH = [
  'เท็กซัสโป๊กเกอร์',
  'ป๊อกเด้ง',
  'หนิวหนิว',
  'แบล็คแจ็ค',
  'โต๊ะบาคาร่า',
  'ดัมมี่',
  'ไพ่นกกระจอก',
  'บัตรขูด',
  'วิดีโอโป๊กเกอร์',
  'บิงโก',
  'แครช',
  'ไมน์',
];
const FISH = [
  'Fishing War',
  'Ocean King',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Happy Fishing',
  'Bomb Fishing',
  'Royal Fishing',
];

export type SeedGame = {
  vendorCode: string;
  gameCode: string;
  gameType: GameCategory;
  subType: string | null;
  name: string;
  nameTh: string;
  hotRank: number | null;
  sort: number;
  maintenance: boolean;
  rtp: string;
};

export function buildCatalogue(): SeedGame[] {
  const r = prng(20261122);
  const games: SeedGame[] = [];
  for (const vendor of VENDORS) {
    for (const lane of vendor.lanes) {
      const lottery = LOTTERY_GAMES.filter((l) => l.vendorCode === vendor.code);
      const isLottery = lane.gameType === 'LOTT' || lane.gameType === 'ELOTT';
      const count = isLottery ? lottery.length : lane.count;
      for (let i = 1; i <= count; i++) {
        const lot = isLottery ? lottery[i - 1] : undefined;
        const code = lot ? lot.code : `${vendor.code}_${lane.gameType}_${String(i).padStart(4, '0')}`;
        let name: string;
        let nameTh: string;
        let subType: string | null = null;
        const ai = r.int(0, ADJ.length - 1);
        const ni = r.int(0, NOUN.length - 1);
        switch (lane.gameType) {
          case 'LIVE': {
            const k = r.int(0, LIVE.length - 1);
            name = `${LIVE[k]} ${String.fromCharCode(65 + (i % 26))}${Math.ceil(i / 26)}`;
            nameTh = `${LIVE_TH[k]} ${String.fromCharCode(65 + (i % 26))}${Math.ceil(i / 26)}`;
            break;
          }
          case 'PVP': {
            const k = r.int(0, PVP.length - 1);
            name = `${PVP[k]} ${ADJ[ai]}`;
            nameTh = `${PVP_TH[k]} ${ADJ_TH[ai]}`;
            subType = k === 7 ? 'SC' : k === 8 ? 'VP' : k === 9 ? 'BG' : k >= 10 ? 'AC' : 'TG';
            break;
          }
          case 'FISH':
            name = `${FISH[r.int(0, FISH.length - 1)]} ${i}`;
            nameTh = `ยิงปลา ${NOUN_TH[ni]} ${i}`;
            break;
          case 'LOTT':
          case 'ELOTT':
            name = lot?.name ?? vendor.name;
            nameTh = name;
            break;
          case 'SPORTS':
          case 'ESPORTS':
          case 'COCKFIGHT':
            name = count === 1 ? vendor.name : `${vendor.name} ${i}`;
            nameTh = name;
            break;
          default: {
            name = `${ADJ[ai]} ${NOUN[ni]}${SUFFIX[r.int(0, SUFFIX.length - 1)]}`;
            nameTh = `${NOUN_TH[ni]}${ADJ_TH[ai]}`;
            if (r.chance(0.08)) subType = r.pick(SUB_TYPES);
            if (count > 1000) name = `${name} ${i}`;
          }
        }
        games.push({
          vendorCode: vendor.code,
          gameCode: code,
          gameType: lane.gameType,
          subType,
          name,
          nameTh,
          hotRank: null,
          sort: i,
          maintenance: false,
          rtp: (94 + r.int(0, 300) / 100).toFixed(2),
        });
      }
    }
  }
  // 30 hot games across categories, a few games under maintenance (one of them hot).
  const playable = games.filter(
    (g) => g.gameType === 'RNG' || g.gameType === 'LIVE' || g.gameType === 'FISH' || g.gameType === 'PVP',
  );
  const hot = new Set<number>();
  while (hot.size < 30) hot.add(r.int(0, playable.length - 1));
  [...hot].forEach((idx, rank) => {
    (playable[idx] as SeedGame).hotRank = rank + 1;
  });
  for (let k = 0; k < 12; k++) (playable[r.int(0, playable.length - 1)] as SeedGame).maintenance = true;
  const hottest = playable.find((g) => g.hotRank === 5);
  if (hottest) hottest.maintenance = true;
  return games;
}

export type SeedLotteryGame = {
  code: string;
  prizeMode: 'LOTT' | 'ELOTT' | 'VN' | 'SEA';
  vendorCode: string;
  name: string;
  menuGroup: string;
  drawIntervalMinutes: number;
  numberCount: number;
  sort: number;
};

export const LOTTERY_GAMES: readonly SeedLotteryGame[] = [
  {
    code: 'TH_GOV',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Thai Government Lottery',
    menuGroup: 'THAI',
    drawIntervalMinutes: 1440,
    numberCount: 6,
    sort: 1,
  },
  {
    code: 'TH_1M',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Thai 1-Minute',
    menuGroup: 'FAST',
    drawIntervalMinutes: 1,
    numberCount: 3,
    sort: 2,
  },
  {
    code: 'TH_5M',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Thai 5-Minute',
    menuGroup: 'FAST',
    drawIntervalMinutes: 5,
    numberCount: 3,
    sort: 3,
  },
  {
    code: 'LAO_STAR',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Lao Star',
    menuGroup: 'ASIA',
    drawIntervalMinutes: 1440,
    numberCount: 5,
    sort: 4,
  },
  {
    code: 'HANOI',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Hanoi Normal',
    menuGroup: 'ASIA',
    drawIntervalMinutes: 1440,
    numberCount: 5,
    sort: 5,
  },
  {
    code: 'STOCK_NK',
    prizeMode: 'LOTT',
    vendorCode: 'TCG',
    name: 'Nikkei Stock',
    menuGroup: 'STOCK',
    drawIntervalMinutes: 1440,
    numberCount: 2,
    sort: 6,
  },
  {
    code: 'GPK_3M',
    prizeMode: 'ELOTT',
    vendorCode: 'GPK',
    name: 'Gold Pick 3-Minute',
    menuGroup: 'FAST',
    drawIntervalMinutes: 3,
    numberCount: 5,
    sort: 1,
  },
  {
    code: 'GPK_5D',
    prizeMode: 'ELOTT',
    vendorCode: 'GPK',
    name: 'Gold Pick 5D',
    menuGroup: 'FAST',
    drawIntervalMinutes: 5,
    numberCount: 5,
    sort: 2,
  },
  {
    code: 'GPK_K3',
    prizeMode: 'ELOTT',
    vendorCode: 'GPK',
    name: 'Gold Pick Fast 3',
    menuGroup: 'K3',
    drawIntervalMinutes: 2,
    numberCount: 3,
    sort: 3,
  },
  {
    code: 'GPK_PK10',
    prizeMode: 'ELOTT',
    vendorCode: 'GPK',
    name: 'Gold Pick PK10',
    menuGroup: 'PK10',
    drawIntervalMinutes: 5,
    numberCount: 10,
    sort: 4,
  },
  {
    code: 'GPK_11X5',
    prizeMode: 'ELOTT',
    vendorCode: 'GPK',
    name: 'Gold Pick 11x5',
    menuGroup: '11X5',
    drawIntervalMinutes: 10,
    numberCount: 5,
    sort: 5,
  },
  {
    code: 'VN_MB',
    prizeMode: 'VN',
    vendorCode: 'TCG_LOTTO_VN',
    name: 'Miền Bắc',
    menuGroup: 'NORTH',
    drawIntervalMinutes: 1440,
    numberCount: 5,
    sort: 1,
  },
  {
    code: 'VN_MN',
    prizeMode: 'VN',
    vendorCode: 'TCG_LOTTO_VN',
    name: 'Miền Nam',
    menuGroup: 'SOUTH',
    drawIntervalMinutes: 1440,
    numberCount: 6,
    sort: 2,
  },
  {
    code: 'VN_MT',
    prizeMode: 'VN',
    vendorCode: 'TCG_LOTTO_VN',
    name: 'Miền Trung',
    menuGroup: 'CENTRAL',
    drawIntervalMinutes: 1440,
    numberCount: 6,
    sort: 3,
  },
  {
    code: 'VN_45S',
    prizeMode: 'VN',
    vendorCode: 'TCG_LOTTO_VN',
    name: 'Siêu tốc 45 giây',
    menuGroup: 'FAST',
    drawIntervalMinutes: 1,
    numberCount: 5,
    sort: 4,
  },
  {
    code: 'SEA_MY',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    name: 'Magnum 4D',
    menuGroup: 'MALAYSIA',
    drawIntervalMinutes: 1440,
    numberCount: 4,
    sort: 1,
  },
  {
    code: 'SEA_SG',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    name: 'Singapore Pools 4D',
    menuGroup: 'SINGAPORE',
    drawIntervalMinutes: 1440,
    numberCount: 4,
    sort: 2,
  },
  {
    code: 'SEA_TOTO',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    name: 'Sports Toto',
    menuGroup: 'MALAYSIA',
    drawIntervalMinutes: 1440,
    numberCount: 6,
    sort: 3,
  },
  {
    code: 'SEA_DA',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    name: 'Da Ma Cai',
    menuGroup: 'MALAYSIA',
    drawIntervalMinutes: 1440,
    numberCount: 4,
    sort: 4,
  },
];
