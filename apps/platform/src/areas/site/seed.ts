/** Seeded notices, banners and help-centre pages, in English and Thai. */

export type NoticeSeed = {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: string;
  content: string;
  groupName?: string;
  url?: string;
  linkageType?: string;
  audience?: string;
};

export function noticesFor(tenantName: string, lang: string): NoticeSeed[] {
  const th = lang === 'TY';
  const banners: NoticeSeed[] = [
    ...['w_home', 'w_home', 'w_home', 'w_home', 'w_leftmenu', 'w_leftmenu', 'w_login', 'w_forget'].map(
      (groupName, i) => ({
        type: 'B' as const,
        groupName,
        title: th
          ? [
              'โบนัสต้อนรับ 100%',
              'คืนยอดเสีย 10% ทุกสัปดาห์',
              'สล็อตใหม่ทุกวันศุกร์',
              'คาสิโนสด 24 ชั่วโมง',
              'ชวนเพื่อนรับโบนัส',
              'ดาวน์โหลดแอป',
              'ยินดีต้อนรับกลับ',
              'ลืมรหัสผ่าน?',
            ][i]!
          : [
              '100% welcome bonus',
              '10% weekly cashback',
              'New slots every Friday',
              'Live casino 24/7',
              'Invite friends, earn rewards',
              'Get the app',
              'Welcome back',
              'Forgot your password?',
            ][i]!,
        content: '',
        url: [
          '/promotions#welcome',
          '/promotions#cashback',
          '/rng',
          '/live',
          '/member?page=referral',
          '/help',
          '',
          '/help#term',
        ][i]!,
        linkageType: ['PROMOTION', 'PROMOTION', 'GAME', 'GAME', 'REFERRAL', 'NONE', 'NONE', 'NONE'][i]!,
      }),
    ),
  ];
  const marquee: NoticeSeed[] = Array.from({ length: 12 }, (_, i) => ({
    type: 'PL' as const,
    title: th
      ? `ประกาศ ${i + 1}: ${['ปรับปรุงระบบฝากเงิน', 'เกมใหม่จาก MegaReels', 'กิจกรรมสุดสัปดาห์', 'เปลี่ยนแปลงเวลาถอนเงิน'][i % 4]}`
      : `Notice ${i + 1}: ${['Deposit system upgrade', 'New games from MegaReels', 'Weekend event', 'Withdrawal hours change'][i % 4]}`,
    content: th
      ? `<p>${tenantName} ขอแจ้งให้ทราบ: ${['ระบบฝากเงินจะปรับปรุงในวันอังคาร เวลา 02:00-04:00 น.', 'เกมสล็อตใหม่ 20 เกมพร้อมให้เล่นแล้ววันนี้', 'ร่วมสนุกกับกิจกรรมสุดสัปดาห์ รับรางวัลมากมาย', 'การถอนเงินจะดำเนินการระหว่างเวลา 10:00-22:00 น.'][i % 4]}</p>`
      : `<p>${tenantName} announces: ${['deposits will be upgraded on Tuesday, 02:00-04:00.', '20 new slot games are live today.', 'join the weekend event for extra prizes.', 'withdrawals are processed between 10:00 and 22:00.'][i % 4]}</p>`,
  }));
  const popups: NoticeSeed[] = [
    {
      type: 'PU',
      audience: 'ALL',
      title: th ? 'ยินดีต้อนรับสู่ ' + tenantName : `Welcome to ${tenantName}`,
      content: th
        ? '<p>สมัครวันนี้รับโบนัสต้อนรับ 100% สูงสุด 5,000</p>'
        : '<p>Sign up today for a 100% welcome bonus up to 5,000.</p>',
    },
    {
      type: 'PU',
      audience: 'AFTER_LOGIN',
      title: th ? 'ภารกิจประจำวันพร้อมแล้ว' : 'Your daily missions are ready',
      content: th ? '<p>ทำภารกิจให้ครบเพื่อรับรางวัลพิเศษ</p>' : '<p>Complete them to collect extra rewards.</p>',
    },
  ];
  const promos: NoticeSeed[] = [
    [th ? 'โบนัสต้อนรับ' : 'Welcome bonus', th ? 'ฝากครั้งแรกรับโบนัส 100%' : '100% on your first deposit'],
    [th ? 'คืนยอดเสีย' : 'Cashback', th ? 'รับคืน 10% ของยอดเสียทุกวันจันทร์' : '10% of net losses back every Monday'],
    [
      th ? 'ชวนเพื่อน' : 'Refer a friend',
      th ? 'รับ 5% จากยอดเดิมพันของเพื่อน' : 'Earn 5% of your friends’ turnover',
    ],
    [
      th ? 'วันเกิด' : 'Birthday gift',
      th ? 'ของขวัญวันเกิดสำหรับสมาชิก VIP' : 'A gift for VIP members on their birthday',
    ],
  ].map(([title, content]) => ({ type: 'PR' as const, title: title!, content: `<p>${content}</p>` }));
  const home: NoticeSeed[] = [
    {
      type: 'H',
      title: th ? 'เล่นอย่างรับผิดชอบ' : 'Play responsibly',
      content: th
        ? '<p>ตั้งงบประมาณและเวลาในการเล่นของคุณ</p>'
        : '<p>Set a budget and a time limit for your play.</p>',
    },
    {
      type: 'H',
      title: th ? 'ช่องทางติดต่อ' : 'Contact us',
      content: th
        ? '<p>ฝ่ายบริการลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมง</p>'
        : '<p>Customer service is available 24 hours a day.</p>',
    },
  ];
  const agent: NoticeSeed[] = Array.from({ length: 3 }, (_, i) => ({
    type: 'A' as const,
    title: th ? `ประกาศตัวแทน ${i + 1}` : `Agent notice ${i + 1}`,
    content: th
      ? '<p>อัตราค่าคอมมิชชั่นใหม่มีผลตั้งแต่เดือนหน้า</p>'
      : '<p>New commission rates apply from next month.</p>',
  }));
  return [...banners, ...marquee, ...popups, ...promos, ...home, ...agent];
}

export type HelpSeed = {
  tag: string;
  title: string;
  content: string;
  bgColor?: string;
  children?: { title: string; content: string }[];
};

export function helpFor(tenantName: string, lang: string): HelpSeed[] {
  const th = lang === 'TY';
  return [
    {
      tag: 'aboutus',
      bgColor: '#1f6feb',
      title: th ? 'เกี่ยวกับเรา' : 'About us',
      content: th
        ? `<h2>เกี่ยวกับ ${tenantName}</h2><p>${tenantName} คือเว็บไซต์เกมออนไลน์ที่มีสล็อต คาสิโนสด กีฬา และหวย</p>`
        : `<h2>About ${tenantName}</h2><p>${tenantName} offers slots, live casino, sports and lottery games.</p>`,
    },
    {
      tag: 'deposit',
      bgColor: '#2da44e',
      title: th ? 'การฝากเงิน' : 'Deposits',
      content: th ? '<p>วิธีฝากเงินเข้าบัญชีของคุณ</p>' : '<p>How to add money to your account.</p>',
      children: [
        {
          title: th ? 'ฝากเงินขั้นต่ำเท่าไร?' : 'What is the minimum deposit?',
          content: th ? '<p>ฝากขั้นต่ำ 100 บาท</p>' : '<p>The minimum deposit is 100.</p>',
        },
        {
          title: th ? 'เงินเข้าเมื่อไร?' : 'When is my deposit credited?',
          content: th ? '<p>โดยปกติภายใน 5 นาที</p>' : '<p>Usually within 5 minutes.</p>',
        },
      ],
    },
    {
      tag: 'withdraw',
      bgColor: '#bf8700',
      title: th ? 'การถอนเงิน' : 'Withdrawals',
      content: th ? '<p>ถอนเงินไปยังบัญชีธนาคารที่ผูกไว้</p>' : '<p>Withdraw to your bound bank account.</p>',
      children: [
        {
          title: th ? 'ถอนได้วันละกี่ครั้ง?' : 'How many withdrawals per day?',
          content: th ? '<p>สูงสุด 5 ครั้งต่อวัน</p>' : '<p>Up to 5 per day.</p>',
        },
      ],
    },
    {
      tag: 'game',
      bgColor: '#8250df',
      title: th ? 'กติกาเกม' : 'Game rules',
      content: th
        ? '<p>แต่ละเกมมีกติกาและอัตราจ่ายของตัวเอง</p>'
        : '<p>Each game has its own rules and pay table.</p>',
    },
    {
      tag: 'faqs',
      bgColor: '#cf222e',
      title: th ? 'คำถามที่พบบ่อย' : 'FAQs',
      content: '',
      children: [
        {
          title: th ? 'ลืมรหัสผ่านทำอย่างไร?' : 'I forgot my password',
          content: th
            ? '<p>ใช้ลิงก์ลืมรหัสผ่านในหน้าล็อกอิน</p>'
            : '<p>Use the forgot-password link on the login form.</p>',
        },
        {
          title: th ? 'บัญชีทดลองคืออะไร?' : 'What is a trial account?',
          content: th
            ? '<p>บัญชีทดลองใช้เครดิตทดลองเล่นฟรี</p>'
            : '<p>A trial account plays free with trial credit.</p>',
        },
      ],
    },
    {
      tag: 'term',
      bgColor: '#57606a',
      title: th ? 'ข้อกำหนดและเงื่อนไข' : 'Terms and conditions',
      content: th
        ? `<section id="term"><h2>ข้อกำหนดและเงื่อนไข</h2><p>ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป</p><p>${tenantName} ขอสงวนสิทธิ์ในการเปลี่ยนแปลงเงื่อนไข</p></section>`
        : `<section id="term"><h2>Terms and conditions</h2><p>Players must be 21 or older.</p><p>${tenantName} may change these terms with notice.</p></section>`,
    },
  ];
}

export function inboxFor(lang: string): { title: string; content: string; read: boolean }[] {
  const th = lang === 'TY';
  return [
    {
      title: th ? 'เงินฝากเข้าแล้ว' : 'Deposit credited',
      content: th ? 'เงินฝาก 1,000 เข้าบัญชีของคุณแล้ว' : 'Your deposit of 1,000 has been credited.',
      read: true,
    },
    {
      title: th ? 'อนุมัติการถอนเงิน' : 'Withdrawal approved',
      content: th ? 'การถอนเงิน 500 ได้รับการอนุมัติ' : 'Your withdrawal of 500 was approved.',
      read: false,
    },
    {
      title: th ? 'ปฏิเสธการถอนเงิน' : 'Withdrawal rejected',
      content: th
        ? 'การถอนเงินถูกปฏิเสธ กรุณาติดต่อฝ่ายบริการ'
        : 'Your withdrawal was rejected; please contact customer service.',
      read: false,
    },
    {
      title: th ? 'ฝากเงินไม่สำเร็จ' : 'Deposit failed',
      content: th ? 'การฝากเงินไม่สำเร็จ กรุณาลองอีกครั้ง' : 'Your deposit failed; please try again.',
      read: false,
    },
  ];
}
