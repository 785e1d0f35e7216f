/**
 * The defaults of a tenant's platform.json: what a setting is when the file leaves it out. They live here, beside
 * the schema that applies them (platform-config.ts), so a brand scaffolded with a short platform.json
 * (`pnpm tenant:new`) stays valid and complete when the schema grows.
 */
import { patternById } from '@wl/domain';

/** Whitelabel modules (menu keys of the protocol notes) and whether each is on. */
export const DEFAULT_MODULES: Readonly<Record<string, boolean>> = Object.freeze({
  REWCEN3: true,
  MAILCEN: true,
  DEPOSIT: true,
  WITHDRAW: true,
  CREDITMAR3: false,
  PLYRBT: true,
  MANPLAYREB3: true,
  FEEDBACK3: true,
  /** The authenticator app in the security centre. */
  BINDGA3: true,
  /** A login from an IP the account has not used asks for extra verification (accounts §4): the merchant's to turn on. */
  LOGINIPVERF3: false,
  /** Human verification (the notes' Geetest slot): an ALTCHA proof-of-work on login, registration and forgot password. */
  GEETEST3: false,
  PTSYS3: false,
  MISSIONLB3: true,
  MEMCLUB3: true,
  CBS3: true,
  FUNDTRANS3: true,
  AGENTANNOUNCE3: true,
  AGEINFO3: true,
  REGCEN: true,
  DOWNMAN: true,
  TRANSBETREPMEM3: true,
  AGETEAMPNL3: true,
  AGEREV3: true,
  AGEDOWNTRANS3: true,
  AGENTRANSMULTDOWN3: true,
  DIVIDEND: true,
  DAYSAL: true,
  DAYSALMR: false,
  HOURSAL3: false,
  AGETRANSFERUP3: true,
  MYWALL: true,
  AGEPAG: true,
  TEAMBETTING3: true,
  AGEREGDOWN3: true,
  CREATEAFF3: true,
  AFFMAN3: true,
  /** Ours: responsible gaming (limits, time-out, self-exclusion, reality check); a licensed operator keeps it on. */
  RESPGAM3: true,
  /** Identity documents (the notes' moduleId of MCSFE_uploadIdImg). */
  UPLOADID3: true,
});

/**
 * Feature toggles: registration by username with free play and reset by e-mail, which need no SMS gateway; the
 * SMS-based features (mobile registration, SMS codes, reset by phone) are the merchant's to turn on.
 */
export const DEFAULT_FEATURES = Object.freeze({
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerificationOnRegister: false,
  /** Third-party phone verification at registration (areas/session/phone-verification.ts). */
  thirdPartyPhoneVerification: false,
  mobilePasswordOnRegister: false,
  freePlay: true,
  forcePasswordChangeOnExpiry: false,
  mobileCodeLogin: false,
  emailReset: true,
  phoneReset: false,
  countryCode: false,
  captchaOnRegister: false,
  /** Third-party login with the providers of platform.json `thirdPartyLogin` (OpenID Connect). */
  thirdPartyLogin: false,
});

type Rule = { patternId: number; minLength: number; maxLength: number; show?: boolean; required?: boolean };

/** A rule whose accepted pattern is its catalogue family's regex (`/source/flags` when it has flags). */
function rule({ patternId, minLength, maxLength, show = false, required = false }: Rule) {
  const family = patternById(patternId);
  if (!family) throw new Error(`pattern ${patternId} is not in the @wl/domain catalogue`);
  const { source, flags } = family.regex;
  return {
    acceptedPattern: flags ? `/${source}/${flags}` : source,
    minLength,
    maxLength,
    patternId,
    show,
    required,
  };
}

/** Register and profile field rules; the patterns come from the @wl/domain catalogue the sites check with. */
export const DEFAULT_REGISTER_FIELDS = Object.freeze({
  username: rule({ patternId: 2, minLength: 4, maxLength: 16, show: true, required: true }),
  password: rule({ patternId: 6, minLength: 6, maxLength: 20, show: true, required: true }),
  mobileNum: rule({ patternId: 7, minLength: 9, maxLength: 10 }),
  verificationCode: rule({ patternId: 7, minLength: 6, maxLength: 6 }),
  email: rule({ patternId: 4, minLength: 6, maxLength: 60, show: true }),
  payeeName: rule({ patternId: 14, minLength: 2, maxLength: 50 }),
  paymentPassword: rule({ patternId: 7, minLength: 6, maxLength: 6 }),
  qqNum: rule({ patternId: 7, minLength: 5, maxLength: 12 }),
  line: rule({ patternId: 10, minLength: 3, maxLength: 30 }),
  whatsapp: rule({ patternId: 7, minLength: 8, maxLength: 15 }),
  facebook: rule({ patternId: 10, minLength: 3, maxLength: 50 }),
  wechat: rule({ patternId: 10, minLength: 3, maxLength: 30 }),
  telegram: rule({ patternId: 10, minLength: 3, maxLength: 32 }),
  idNumber: rule({ patternId: 5, minLength: 6, maxLength: 20 }),
  birthday: rule({ patternId: 12, minLength: 10, maxLength: 10 }),
  affiliateCode: rule({ patternId: 5, minLength: 4, maxLength: 20, show: true }),
  referralCode: rule({ patternId: 5, minLength: 4, maxLength: 20, show: true }),
  recommenderId: rule({ patternId: 2, minLength: 4, maxLength: 16 }),
  captcha: rule({ patternId: 5, minLength: 4, maxLength: 4 }),
  // The other profile fields of accounts §3: off unless the tenant turns them on (show, required) in platform.json.
  nickname: rule({ patternId: 1, minLength: 2, maxLength: 32 }),
  fullName: rule({ patternId: 21, minLength: 3, maxLength: 100 }),
  zalo: rule({ patternId: 10, minLength: 3, maxLength: 32 }),
  permanentAddress: rule({ patternId: 1, minLength: 5, maxLength: 200 }),
  currentAddress: rule({ patternId: 1, minLength: 5, maxLength: 200 }),
  placeOfBirth: rule({ patternId: 1, minLength: 2, maxLength: 100 }),
  nationality: rule({ patternId: 14, minLength: 2, maxLength: 60 }),
  occupation: rule({ patternId: 1, minLength: 2, maxLength: 100 }),
  sourceOfIncome: rule({ patternId: 1, minLength: 2, maxLength: 100 }),
  bankAccountNumber: rule({ patternId: 7, minLength: 6, maxLength: 30 }),
  promoCode: rule({ patternId: 5, minLength: 3, maxLength: 32 }),
  bonusCode: rule({ patternId: 5, minLength: 3, maxLength: 32 }),
});

/** Countries offered for mobile numbers (the first gives the default dialing code). */
export const DEFAULT_COUNTRIES = Object.freeze([
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand', mobilePattern: '^0?[689]\\d{8}$' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', mobilePattern: '^0?\\d{9}$' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia', mobilePattern: '^0?1\\d{8,9}$' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', mobilePattern: '^0?9\\d{9}$' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States', mobilePattern: '^\\d{10}$' },
]);

/** Where the images and the demo game come from: the site's own origin, which passes /platform-assets on to us. */
export const DEFAULT_CDNS: readonly string[] = Object.freeze(['/platform-assets']);

/**
 * Cashier defaults that depend on the currency (amounts, banks, channels): one profile for THB and one in major
 * units (USD) for every other currency. A merchant sets its own in platform.json `cashier` (any field left out takes
 * the profile's value). The receiving accounts are sandbox accounts: money is "paid" by the sandbox provider.
 */
export const DEFAULT_CASHIER_PROFILES = Object.freeze({
  THB: {
    depositChannels: [
      {
        channelId: 'KBANK-TRANSFER',
        channelName: 'Bank transfer (Kasikorn)',
        method: 'BANK_TRANSFER',
        methodName: 'Bank transfer',
        minAmount: 100,
        maxAmount: 50_000,
        fixedAmounts: [100, 300, 500, 1_000, 5_000, 10_000],
        receivingAccount: {
          bankCode: 'KBANK',
          bankName: 'Kasikorn Bank',
          accountNo: '123-4-56789-0',
          branch: 'Silom',
        },
      },
      {
        channelId: 'SCB-TRANSFER',
        channelName: 'Bank transfer (SCB)',
        method: 'BANK_TRANSFER',
        methodName: 'Bank transfer',
        minAmount: 300,
        maxAmount: 100_000,
        fixedAmounts: [300, 500, 1_000, 5_000, 20_000],
        receivingAccount: {
          bankCode: 'SCB',
          bankName: 'Siam Commercial Bank',
          accountNo: '987-6-54321-0',
          branch: 'Ratchayothin',
        },
      },
      {
        channelId: 'PROMPTPAY-QR',
        channelName: 'PromptPay QR',
        method: 'QR',
        methodName: 'QR payment',
        minAmount: 50,
        maxAmount: 20_000,
        fixedAmounts: [100, 200, 500, 1_000, 2_000],
        qrAccountId: '0105561000001',
      },
    ],
    depositPromotions: [
      {
        promotionId: 'FIRST100',
        title: '100% first deposit bonus',
        titles: { TY: 'โบนัสฝากแรก 100%' },
        bonusRate: 1,
        maxBonus: 1_000,
        minDeposit: 300,
        turnoverMultiplier: 5,
        firstDepositOnly: true,
      },
      {
        promotionId: 'RELOAD10',
        title: '10% reload bonus',
        titles: { TY: 'โบนัสเติมเงิน 10%' },
        bonusRate: 0.1,
        maxBonus: 500,
        minDeposit: 500,
        turnoverMultiplier: 3,
        firstDepositOnly: false,
      },
    ],
    withdrawGroups: [
      { groupName: 'Standard', minVipLevel: 0, minimumAmount: 100, maximumAmount: 50_000, dailyCount: 3 },
      { groupName: 'VIP', minVipLevel: 3, minimumAmount: 100, maximumAmount: 200_000, dailyCount: 10 },
    ],
    withdrawCharge: { freePerDay: 1, rate: 0.01, min: 10, max: 100 },
    banks: [
      { bankCode: 'KBANK', bankName: 'Kasikorn Bank' },
      { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
      { bankCode: 'BBL', bankName: 'Bangkok Bank' },
      { bankCode: 'KTB', bankName: 'Krungthai Bank' },
      { bankCode: 'BAY', bankName: 'Bank of Ayudhya (Krungsri)' },
      { bankCode: 'TTB', bankName: 'TMBThanachart Bank' },
      { bankCode: 'GSB', bankName: 'Government Savings Bank' },
    ],
  },
  USD: {
    depositChannels: [
      {
        channelId: 'ACH-TRANSFER',
        channelName: 'Bank transfer (Chase)',
        method: 'BANK_TRANSFER',
        methodName: 'Bank transfer',
        minAmount: 10,
        maxAmount: 5_000,
        fixedAmounts: [20, 50, 100, 250, 500],
        receivingAccount: {
          bankCode: 'CHASE',
          bankName: 'JPMorgan Chase Bank',
          accountNo: '000123456789',
          branch: 'Routing 021000021',
        },
      },
      {
        channelId: 'SANDBOX-QR',
        channelName: 'Sandbox QR Pay',
        method: 'QR',
        methodName: 'QR payment',
        minAmount: 10,
        maxAmount: 2_000,
        fixedAmounts: [20, 50, 100, 200],
        qrAccountId: 'SANDBOXPAY-001',
      },
    ],
    depositPromotions: [
      {
        promotionId: 'FIRST100',
        title: '100% first deposit bonus',
        titles: {},
        bonusRate: 1,
        maxBonus: 100,
        minDeposit: 20,
        turnoverMultiplier: 5,
        firstDepositOnly: true,
      },
      {
        promotionId: 'RELOAD10',
        title: '10% reload bonus',
        titles: {},
        bonusRate: 0.1,
        maxBonus: 50,
        minDeposit: 50,
        turnoverMultiplier: 3,
        firstDepositOnly: false,
      },
    ],
    withdrawGroups: [
      { groupName: 'Standard', minVipLevel: 0, minimumAmount: 10, maximumAmount: 5_000, dailyCount: 3 },
      { groupName: 'VIP', minVipLevel: 3, minimumAmount: 10, maximumAmount: 20_000, dailyCount: 10 },
    ],
    withdrawCharge: { freePerDay: 1, rate: 0.01, min: 1, max: 10 },
    banks: [
      { bankCode: 'CHASE', bankName: 'JPMorgan Chase Bank' },
      { bankCode: 'BOFA', bankName: 'Bank of America' },
      { bankCode: 'WF', bankName: 'Wells Fargo' },
      { bankCode: 'CITI', bankName: 'Citibank' },
      { bankCode: 'USB', bankName: 'U.S. Bank' },
    ],
  },
});

/**
 * Rewards defaults (platform.json `rewards`, areas/promotions/settings.ts), amounts in THB-like units; tenants of a
 * currency worth more per unit (USD...) get a tenth of each amount (areas/promotions/rewards-config.ts). The dated
 * promotions show a promotion that is not open yet (COMING_SOON) and one that has ended (CLOSE).
 */
export const DEFAULT_REWARDS = Object.freeze({
  promotions: [
    {
      promotionId: 'WELCOME',
      type: 'NEW_REGISTER',
      title: 'Welcome bonus',
      titles: { TY: 'โบนัสต้อนรับสมาชิกใหม่' },
      content:
        '<p>New members claim a welcome bonus within 30 days of registering. Turnover 3x the bonus.</p>',
      bonus: 100,
      turnoverMultiplier: 3,
      withinDays: 30,
    },
    {
      promotionId: 'CASHBACK',
      type: 'MANUAL',
      title: 'Weekly cashback',
      titles: { TY: 'คืนยอดเสียรายสัปดาห์' },
      content: '<p>Apply for your weekly cashback; our team reviews each application.</p>',
      bonus: 200,
      turnoverMultiplier: 1,
    },
    {
      promotionId: 'VIPGIFT',
      type: 'MANUAL',
      title: 'VIP birthday gift',
      titles: { TY: 'ของขวัญวันเกิด VIP' },
      content: '<p>A gift for VIP members on their birthday, issued by our team.</p>',
      bonus: 500,
      turnoverMultiplier: 1,
    },
    {
      promotionId: 'LOYALTY',
      type: 'MANUAL',
      title: 'Loyalty reward',
      titles: { TY: 'รางวัลสมาชิกภักดี' },
      content: '<p>Apply for a loyalty reward after three months of play.</p>',
      bonus: 300,
      turnoverMultiplier: 2,
    },
    {
      promotionId: 'LUCKYDRAW',
      type: 'RAFFLE',
      title: 'Weekly lucky draw',
      titles: { TY: 'ลุ้นโชครายสัปดาห์' },
      content:
        '<p>One ticket for every 1,000 of valid bet this week (at most 5). Each ticket draws a cash prize.</p>',
      turnoverMultiplier: 1,
      ticketPerValidBet: 1000,
      maxTickets: 5,
      prizes: [
        { name: 'Small prize', amount: 20, weight: 60 },
        { name: 'Medium prize', amount: 100, weight: 30 },
        { name: 'Grand prize', amount: 500, weight: 10 },
      ],
    },
    {
      promotionId: 'FESTIVAL',
      type: 'MANUAL',
      title: 'Festival bonus',
      titles: { TY: 'โบนัสเทศกาล' },
      content: '<p>Opens with the next festival.</p>',
      bonus: 300,
      turnoverMultiplier: 1,
      startAt: '2099-01-01T00:00:00Z',
    },
    {
      promotionId: 'NEWYEAR2020',
      type: 'MANUAL',
      title: 'New Year 2020 bonus',
      titles: { TY: 'โบนัสปีใหม่ 2020' },
      content: '<p>This promotion has ended.</p>',
      bonus: 200,
      turnoverMultiplier: 1,
      startAt: '2019-12-25T00:00:00Z',
      endAt: '2020-01-15T00:00:00Z',
    },
  ],
  missions: [
    {
      missionId: 'DAILYBET',
      title: 'Daily wager',
      titles: { TY: 'ภารกิจเดิมพันรายวัน' },
      description: 'Reach the valid bet milestones today.',
      metric: 'VALID_BET',
      period: 'DAILY',
      milestones: [
        { target: 500, reward: 10 },
        { target: 2000, reward: 30 },
        { target: 5000, reward: 80 },
      ],
    },
    {
      missionId: 'DAILYROUNDS',
      title: 'Play rounds',
      titles: { TY: 'เล่นให้ครบรอบ' },
      description: 'Play settled rounds of any game today.',
      metric: 'BET_COUNT',
      period: 'DAILY',
      milestones: [
        { target: 5, reward: 5 },
        { target: 20, reward: 20 },
      ],
    },
    {
      missionId: 'WEEKLYSLOTS',
      title: 'Weekly slots',
      titles: { TY: 'ภารกิจสล็อตรายสัปดาห์' },
      description: 'Valid bet on slots (RNG) this week.',
      metric: 'VALID_BET',
      gameType: 'RNG',
      period: 'WEEKLY',
      milestones: [
        { target: 2000, reward: 20 },
        { target: 10_000, reward: 100 },
        { target: 30_000, reward: 300 },
      ],
    },
  ],
  vipLevels: [
    {
      level: 0,
      name: 'Member',
      monthlyTurnover: 0,
      totalTurnover: 0,
      upgradeBonus: 0,
      monthlyBonus: 0,
      rebateRate: 0,
    },
    {
      level: 1,
      name: 'Bronze',
      monthlyTurnover: 5_000,
      totalTurnover: 20_000,
      upgradeBonus: 100,
      monthlyBonus: 0,
      rebateRate: 0.2,
    },
    {
      level: 2,
      name: 'Silver',
      monthlyTurnover: 20_000,
      totalTurnover: 100_000,
      upgradeBonus: 300,
      monthlyBonus: 50,
      rebateRate: 0.3,
    },
    {
      level: 3,
      name: 'Gold',
      monthlyTurnover: 50_000,
      totalTurnover: 300_000,
      upgradeBonus: 800,
      monthlyBonus: 150,
      rebateRate: 0.5,
    },
    {
      level: 4,
      name: 'Platinum',
      monthlyTurnover: 150_000,
      totalTurnover: 1_000_000,
      upgradeBonus: 2_000,
      monthlyBonus: 500,
      rebateRate: 0.7,
    },
    {
      level: 5,
      name: 'Diamond',
      monthlyTurnover: 500_000,
      totalTurnover: 3_000_000,
      upgradeBonus: 5_000,
      monthlyBonus: 1_500,
      rebateRate: 1,
    },
    {
      level: 6,
      name: 'Royal',
      monthlyTurnover: 1_500_000,
      totalTurnover: 10_000_000,
      upgradeBonus: 15_000,
      monthlyBonus: 5_000,
      rebateRate: 1.2,
    },
  ],
  referral: { registerReward: 50, firstDepositReward: 100 },
});
