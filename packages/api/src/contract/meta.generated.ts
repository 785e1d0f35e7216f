// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from './define.ts';

export const siteMeta = {
  'site.permission': { name: 'site.permission', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.consolidatedSettings': { name: 'site.consolidatedSettings', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.location': { name: 'site.location', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/location', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.whitelabel': { name: 'site.whitelabel', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.domainRoute': { name: 'site.domainRoute', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'site.templates': { name: 'site.templates', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/templates', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.helpCenter': { name: 'site.helpCenter', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'site.country': { name: 'site.country', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.notices': { name: 'site.notices', area: 'site', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none' },
  'site.feedback': { name: 'site.feedback', area: 'site', kind: 'mutation', method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', auth: 'optional', encrypted: false, body: 'json' },
  'site.customerServiceScript': { name: 'site.customerServiceScript', area: 'site', kind: 'query', method: 'GET', path: '/wps/relay/WPSCORE_getCustomerServiceScript', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.encryptionKey': { name: 'site.encryptionKey', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/encryptionKey', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const sessionMeta = {
  'session.login': { name: 'session.login', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', auth: 'none', encrypted: true, body: 'json' },
  'session.loginVerification': { name: 'session.loginVerification', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/session/login/verification', moduleId: 'LOGINIPVERF3', auth: 'none', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['username', 'method', 'code', 'loginDeviceId'] },
  'session.freeplay': { name: 'session.freeplay', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', auth: 'none', encrypted: false, body: 'json' },
  'session.logout': { name: 'session.logout', area: 'session', kind: 'mutation', method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'session.touch': { name: 'session.touch', area: 'session', kind: 'query', method: 'GET', path: '/wps/session/touch', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'session.loginInfo': { name: 'session.loginInfo', area: 'session', kind: 'query', method: 'GET', path: '/wps/session/loginInfo', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'session.firstLogin': { name: 'session.firstLogin', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/member/password/firstLogin', moduleId: 'PASS3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['newPassword', 'confirmNewPassword', 'oldPassword'] },
  'session.captcha': { name: 'session.captcha', area: 'session', kind: 'query', method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'session.register': { name: 'session.register', area: 'session', kind: 'mutation', method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', auth: 'none', encrypted: true, body: 'json' },
  'session.registerMobile': { name: 'session.registerMobile', area: 'session', kind: 'mutation', method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', auth: 'none', encrypted: true, body: 'json' },
  'session.registerSettings': { name: 'session.registerSettings', area: 'session', kind: 'query', method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3', auth: 'none', encrypted: false, body: 'none', sessionCache: true, requestAsIs: true, requestKeys: [] },
  'session.affiliateCheck': { name: 'session.affiliateCheck', area: 'session', kind: 'query', method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['code', 'domain'] },
  'session.smsRegister': { name: 'session.smsRegister', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/verification/sms/register', moduleId: 'REGMOBVERF3', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['mobileNo', 'countryDialingCode'] },
  'session.smsLoginCode': { name: 'session.smsLoginCode', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode'] },
  'session.forgotByEmail': { name: 'session.forgotByEmail', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'form', requestAsIs: true, requestKeys: ['username', 'email'] },
  'session.forgotByPhoneSend': { name: 'session.forgotByPhoneSend', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode'] },
  'session.forgotByPhoneSet': { name: 'session.forgotByPhoneSet', area: 'session', kind: 'mutation', method: 'POST', path: '/wps/member/password/verification', moduleId: 'CHNGPASSVERIF3', auth: 'none', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['newPassword', 'mobileNum', 'verificationCode', 'countryDialingCode'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const memberMeta = {
  'member.info': { name: 'member.info', area: 'member', kind: 'query', method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'member.updateInfo': { name: 'member.updateInfo', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/member/info', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['nickname', 'email', 'fullName', 'birthday'] },
  'member.icon': { name: 'member.icon', area: 'member', kind: 'query', method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'member.updateIcon': { name: 'member.updateIcon', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_uploadPlayerAvatar', moduleId: 'PROFPIC3', auth: 'token', encrypted: false, body: 'json' },
  'member.changePassword': { name: 'member.changePassword', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['oldPassword', 'newPassword', 'confirmNewPassword'] },
  'member.securityConfig': { name: 'member.securityConfig', area: 'member', kind: 'query', method: 'GET', path: '/wps/v2/member/securityConfig', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'member.changeLanguage': { name: 'member.changeLanguage', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/member/language', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['language'] },
  'member.updateMobile': { name: 'member.updateMobile', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/member/info/mobile', moduleId: 'PERSMOBILE3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode', 'verificationCode'] },
  'member.sendBindSms': { name: 'member.sendBindSms', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/v2/verification/sms/send', moduleId: 'VERIFICATION3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['mobileNum', 'countryDialingCode'] },
  'member.hasWithdrawalPassword': { name: 'member.hasWithdrawalPassword', area: 'member', kind: 'query', method: 'GET', path: '/wps/member/hasWithdrawalPassword', moduleId: 'PAYMENTPASS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'member.setPaymentPassword': { name: 'member.setPaymentPassword', area: 'member', kind: 'mutation', method: 'PUT', path: '/wps/member/paymentPassword', moduleId: 'PAYMENTPASS3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['paymentPassword', 'confirmPaymentPassword', 'password'] },
  'member.changePaymentPassword': { name: 'member.changePaymentPassword', area: 'member', kind: 'mutation', method: 'POST', path: '/wps/member/paymentPassword', moduleId: 'PAYMENTPASS3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'] },
  'member.kycStatus': { name: 'member.kycStatus', area: 'member', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getCustomerKycStatus', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const gamesMeta = {
  'games.list': { name: 'games.list', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', auth: 'optional', encrypted: false, body: 'none' },
  'games.vendors': { name: 'games.vendors', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCSGAME_gameVendor', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode'] },
  'games.vendorTypes': { name: 'games.vendorTypes', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['vassalage', 'language'] },
  'games.hot': { name: 'games.hot', area: 'games', kind: 'query', method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', moduleId: 'GAMELOHOT3', auth: 'none', encrypted: false, body: 'json', sessionCache: true },
  'games.favouriteIds': { name: 'games.favouriteIds', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', moduleId: 'GAMELOFAV3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'games.favourites': { name: 'games.favourites', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', moduleId: 'GAMELOFAV3', auth: 'token', encrypted: false, body: 'none' },
  'games.addFavourite': { name: 'games.addFavourite', area: 'games', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', moduleId: 'GAMELOFAV3', auth: 'token', encrypted: false, body: 'json' },
  'games.removeFavourite': { name: 'games.removeFavourite', area: 'games', kind: 'mutation', method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', moduleId: 'GAMELOFAV3', auth: 'token', encrypted: false, body: 'none' },
  'games.recent': { name: 'games.recent', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCS_recentGame', moduleId: 'GAMELOREC3', auth: 'token', encrypted: false, body: 'none' },
  'games.launch': { name: 'games.launch', area: 'games', kind: 'query', method: 'GET', path: '/wps/game/launchGame', moduleId: 'GAMELO3', auth: 'token', encrypted: false, body: 'none' },
  'games.trialLaunch': { name: 'games.trialLaunch', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: 'none', encrypted: false, body: 'none' },
  'games.launchFB': { name: 'games.launchFB', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', auth: 'optional', encrypted: false, body: 'none' },
  'games.winnerBoard': { name: 'games.winnerBoard', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCSGAME_getRankList', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'games.pvpRooms': { name: 'games.pvpRooms', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GLS2_roomList', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['vassalage', 'gameCode'] },
  'games.popular': { name: 'games.popular', area: 'games', kind: 'query', method: 'GET', path: '/wps/relay/GCSGAME_popularGames', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'games.demoPlay': { name: 'games.demoPlay', area: 'games', kind: 'mutation', method: 'POST', path: '/wps/game/demo/play', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['launchToken', 'bet', 'roundId'] },
  'games.demoState': { name: 'games.demoState', area: 'games', kind: 'query', method: 'GET', path: '/wps/game/demo/state', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['launchToken'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const lotteryMeta = {
  'lottery.gameMenus': { name: 'lottery.gameMenus', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.recentMenus': { name: 'lottery.recentMenus', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnMenu': { name: 'lottery.vnMenu', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnRecentMenu': { name: 'lottery.vnRecentMenu', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnOpenedNumbers': { name: 'lottery.vnOpenedNumbers', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'lottery.openedNumbers': { name: 'lottery.openedNumbers', area: 'lottery', kind: 'query', method: 'GET', path: '/lotto/lgw/games/opened/numero', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none' },
  'lottery.popular': { name: 'lottery.popular', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/popular', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const walletMeta = {
  'wallet.balance': { name: 'wallet.balance', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none' },
  'wallet.consolidatedFunds': { name: 'wallet.consolidatedFunds', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'wallet.merchantWallet': { name: 'wallet.merchantWallet', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode'] },
  'wallet.transfer': { name: 'wallet.transfer', area: 'wallet', kind: 'mutation', method: 'POST', path: '/wps/relay/GCS_walletTransfer', moduleId: 'FUNDTRANS3', auth: 'token', encrypted: false, body: 'json' },
  'wallet.recall': { name: 'wallet.recall', area: 'wallet', kind: 'mutation', method: 'POST', path: '/wps/relay/GCS_walletReturn', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: [] },
  'wallet.transferUpline': { name: 'wallet.transferUpline', area: 'wallet', kind: 'mutation', method: 'PUT', path: '/wps/member/transferUpline', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['amount', 'paymentPassword', 'remark'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const cashierMeta = {
  'cashier.depositChannels': { name: 'cashier.depositChannels', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDepositPaymentChannels', moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none' },
  'cashier.depositSettings': { name: 'cashier.depositSettings', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'cashier.depositPromotions': { name: 'cashier.depositPromotions', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDepositPromotion', moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none' },
  'cashier.deposit': { name: 'cashier.deposit', area: 'cashier', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_manualTransferByGeneric', moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'json' },
  'cashier.uploadDepositReceipt': { name: 'cashier.uploadDepositReceipt', area: 'cashier', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_uploadDepositEncodedImage', moduleId: 'DEPUPDATEREM3', auth: 'token', encrypted: false, body: 'json' },
  'cashier.withdrawSettings': { name: 'cashier.withdrawSettings', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'cashier.turnoverInfo': { name: 'cashier.turnoverInfo', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getTurnoverInfo', moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'cashier.withdrawCharges': { name: 'cashier.withdrawCharges', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges', moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none' },
  'cashier.withdraw': { name: 'cashier.withdraw', area: 'cashier', kind: 'mutation', method: 'POST', path: '/wps/v2/transaction/withdraw', moduleId: 'WTHDRW3', auth: 'token', encrypted: true, body: 'json' },
  'cashier.banks': { name: 'cashier.banks', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getBanks', moduleId: 'BINDCARD3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'cashier.bankCards': { name: 'cashier.bankCards', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCS2_bankCards', moduleId: 'BINDCARD3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'cashier.bindBankCard': { name: 'cashier.bindBankCard', area: 'cashier', kind: 'mutation', method: 'PUT', path: '/wps/v2/member/bankCards', moduleId: 'BINDCARD3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['bankCode', 'accountNo', 'accountName', 'branch', 'paymentPassword'] },
  'cashier.deleteBankCard': { name: 'cashier.deleteBankCard', area: 'cashier', kind: 'mutation', method: 'DELETE', path: '/wps/v2/member/bankCards', moduleId: 'BINDCARD3', auth: 'token', encrypted: true, body: 'json' },
  'cashier.paymentConfirmations': { name: 'cashier.paymentConfirmations', area: 'cashier', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', auth: 'token', encrypted: false, body: 'none' },
  'cashier.confirmPayment': { name: 'cashier.confirmPayment', area: 'cashier', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', auth: 'token', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const messagesMeta = {
  'messages.inbox': { name: 'messages.inbox', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getInbox', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'none' },
  'messages.outbox': { name: 'messages.outbox', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getOutbox', moduleId: 'OUTBOX3', auth: 'token', encrypted: false, body: 'none' },
  'messages.send': { name: 'messages.send', area: 'messages', kind: 'mutation', method: 'POST', path: '/wps/relay/EMFE_submitOutbox', moduleId: 'SENDMAIL3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['title', 'content', 'recipientType'] },
  'messages.markRead': { name: 'messages.markRead', area: 'messages', kind: 'mutation', method: 'PUT', path: '/wps/relay/EMFE_updateInboxRead', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json' },
  'messages.deleteInbox': { name: 'messages.deleteInbox', area: 'messages', kind: 'mutation', method: 'DELETE', path: '/wps/relay/EMFE_deleteInbox', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json' },
  'messages.unreadCount': { name: 'messages.unreadCount', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getInboxUnreadCount', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'messages.announcements': { name: 'messages.announcements', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CCSFE_getListAnnouncements', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none' },
  'messages.markAnnouncementRead': { name: 'messages.markAnnouncementRead', area: 'messages', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_markAnnouncementAsRead', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json' },
  'messages.chatModels': { name: 'messages.chatModels', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_modelList', moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'messages.launchChat': { name: 'messages.launchChat', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_launchChat', moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none' },
  'messages.chatUnreadCount': { name: 'messages.chatUnreadCount', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const promotionsMeta = {
  'promotions.available': { name: 'promotions.available', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'promotions.merchantAvailable': { name: 'promotions.merchantAvailable', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: 'REWCEN3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'promotions.claimable': { name: 'promotions.claimable', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getClaimPromotion', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['promotionType', 'status'] },
  'promotions.claims': { name: 'promotions.claims', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'promotions.claim': { name: 'promotions.claim', area: 'promotions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'json' },
  'promotions.claimRaffle': { name: 'promotions.claimRaffle', area: 'promotions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'json' },
  'promotions.raffleStatus': { name: 'promotions.raffleStatus', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const missionsMeta = {
  'missions.summary': { name: 'missions.summary', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', moduleId: 'MISSIONLB3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'missions.leaderboard': { name: 'missions.leaderboard', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', moduleId: 'MISSIONLB3', auth: 'optional', encrypted: false, body: 'none' },
  'missions.milestones': { name: 'missions.milestones', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', moduleId: 'MISSIONLB3', auth: 'token', encrypted: false, body: 'none' },
  'missions.rules': { name: 'missions.rules', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionRules', moduleId: 'MISSIONLB3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'missions.claim': { name: 'missions.claim', area: 'missions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimMissionRewards', moduleId: 'MISSIONLB3', auth: 'token', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const vipMeta = {
  'vip.rankProgress': { name: 'vip.rankProgress', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', moduleId: 'MEMCLUB3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'vip.rankRule': { name: 'vip.rankRule', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankRule', moduleId: 'MEMCLUB3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'vip.clubBenefit': { name: 'vip.clubBenefit', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMemberClubBenefit', moduleId: 'MEMCLUB3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'vip.groupLevels': { name: 'vip.groupLevels', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankGroupLevels', moduleId: 'MEMCLUB3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const referralMeta = {
  'referral.details': { name: 'referral.details', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
  'referral.rules': { name: 'referral.rules', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralRules', moduleId: 'REWCEN3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'referral.list': { name: 'referral.list', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralList', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
  'referral.income': { name: 'referral.income', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_referralMyIncomeOverview', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['startDate', 'endDate'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const pointsMeta = {
  'points.balance': { name: 'points.balance', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointBalance', moduleId: 'PTSYS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.rewards': { name: 'points.rewards', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointReward', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none' },
  'points.conversionTypes': { name: 'points.conversionTypes', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointRewardConversionType', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.config': { name: 'points.config', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointConfig', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.redeemList': { name: 'points.redeemList', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRedeemPointList', moduleId: 'PTSYS3', auth: 'token', encrypted: false, body: 'none' },
  'points.redeem': { name: 'points.redeem', area: 'points', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', moduleId: 'PTSYS3', auth: 'token', encrypted: true, body: 'json' },
  'points.convert': { name: 'points.convert', area: 'points', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_convertPoint', moduleId: 'PTSYS3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['points', 'type', 'paymentPassword'] },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const agentMeta = {
  'agent.announcements': { name: 'agent.announcements', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/announcements', moduleId: 'AGENTANNOUNCE3', auth: 'token', encrypted: false, body: 'none' },
  'agent.teamOverview': { name: 'agent.teamOverview', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getTeamOverview', moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none' },
  'agent.teamDaily': { name: 'agent.teamDaily', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getTeamOverviewDailyList', moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none' },
  'agent.downlines': { name: 'agent.downlines', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_Subordinate', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'none' },
  'agent.checkUsername': { name: 'agent.checkUsername', area: 'agent', kind: 'query', method: 'GET', path: '/wps/check/username', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['username'] },
  'agent.createDownline': { name: 'agent.createDownline', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/downline', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['username', 'password', 'type', 'nickname', 'rebateRate'] },
  'agent.downlinePassword': { name: 'agent.downlinePassword', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/downline/password', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.downlineNickname': { name: 'agent.downlineNickname', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/downline/nickname2', moduleId: 'AGEDOWNMOD2NDNICK3', auth: 'token', encrypted: false, body: 'json' },
  'agent.promoteDownline': { name: 'agent.promoteDownline', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/promoteDownlineToAgent', moduleId: 'AGENTPROMOTE3', auth: 'token', encrypted: false, body: 'json' },
  'agent.transferDownline': { name: 'agent.transferDownline', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/transferDownline', moduleId: 'AGETRANSFERDOWN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.transferMultipleDownline': { name: 'agent.transferMultipleDownline', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/transferMultipleDownline', moduleId: 'AGENTRANSMULTDOWN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.rebateSettings': { name: 'agent.rebateSettings', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/globalRebateSettings', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'agent.downlineRebates': { name: 'agent.downlineRebates', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDownlineRebates', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none' },
  'agent.updateDownlineRebates': { name: 'agent.updateDownlineRebates', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/updateDownlineRebates', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'json' },
  'agent.affiliateUrls': { name: 'agent.affiliateUrls', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/affiliateUrls', moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'none' },
  'agent.createAffiliateUrl': { name: 'agent.createAffiliateUrl', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/affiliateUrl', moduleId: 'CREATEAFF3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['type', 'expiryDays', 'domain'] },
  'agent.deleteAffiliateUrl': { name: 'agent.deleteAffiliateUrl', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_deleteAffiliateUrl', moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const contractsMeta = {
  'contracts.dividendInfo': { name: 'contracts.dividendInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractDividendInfo', moduleId: 'PLATDIVINFO3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyDividend': { name: 'contracts.applyDividend', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractualDividend', moduleId: 'SIGNCONDIV3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processDividend': { name: 'contracts.processDividend', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processContractDividend', moduleId: 'SIGNCONDIV3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.dividendHistory': { name: 'contracts.dividendHistory', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractHistory', moduleId: 'PLATDIVINFO3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.dividendRecords': { name: 'contracts.dividendRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_QueryDividend', moduleId: 'PLATDIVREP3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.dailySalaryInfo': { name: 'contracts.dailySalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractDailySalInfo', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyDailySalary': { name: 'contracts.applyDailySalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractDailySalary', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processDailySalary': { name: 'contracts.processDailySalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processDailySalaryContract', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.dailySalaryRecords': { name: 'contracts.dailySalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_QueryDailySalary', moduleId: 'DAILYSALREP3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.hourSalaryInfo': { name: 'contracts.hourSalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractHourSalaryInfo', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyHourSalary': { name: 'contracts.applyHourSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractHourSalary', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processHourSalary': { name: 'contracts.processHourSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.hourSalaryRecords': { name: 'contracts.hourSalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_hourSalRec', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.realtimeSalaryInfo': { name: 'contracts.realtimeSalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.assignRealtimeSalary': { name: 'contracts.assignRealtimeSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_assignRealTimeSalaryContract', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processRealtimeSalary': { name: 'contracts.processRealtimeSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.realtimeSalaryRecords': { name: 'contracts.realtimeSalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getRealTimeSalary', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const reportsMeta = {
  'reports.deposits': { name: 'reports.deposits', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDepositTransactionReport', moduleId: 'DEPREC3', auth: 'token', encrypted: false, body: 'none' },
  'reports.withdrawals': { name: 'reports.withdrawals', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getWithdrawTransactionReport', moduleId: 'WDRAWREC3', auth: 'token', encrypted: false, body: 'none' },
  'reports.transactions': { name: 'reports.transactions', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', moduleId: 'MEMTRANS3', auth: 'token', encrypted: false, body: 'none' },
  'reports.profit': { name: 'reports.profit', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_MemPNLDet', moduleId: 'PERSPNL3', auth: 'token', encrypted: false, body: 'none' },
  'reports.rngBets': { name: 'reports.rngBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_RNGOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.liveBets': { name: 'reports.liveBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_LiveOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.pvpBets': { name: 'reports.pvpBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_PvPOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.fishBets': { name: 'reports.fishBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_FishOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.lotteryBets': { name: 'reports.lotteryBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_LottOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.sportsSettledBets': { name: 'reports.sportsSettledBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_SportsSettOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.sportsUnsettledBets': { name: 'reports.sportsUnsettledBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_SportsUnsettOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.teamPnl': { name: 'reports.teamPnl', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_TeamPNL', moduleId: 'AGETEAMPNL3', auth: 'token', encrypted: false, body: 'none' },
  'reports.agentIncome': { name: 'reports.agentIncome', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_AgentProfDet', moduleId: 'AGEREV3', auth: 'token', encrypted: false, body: 'none' },
  'reports.teamBets': { name: 'reports.teamBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getGameAnalysisData', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.teamTransactions': { name: 'reports.teamTransactions', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_agentMemDepWithdraw', moduleId: 'CREDITMAR3', auth: 'token', encrypted: false, body: 'none' },
  'reports.teamKpi': { name: 'reports.teamKpi', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_TeamKPIA', moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;

export const devMeta = {
  'dev.outbox': { name: 'dev.outbox', area: 'dev', kind: 'query', method: 'GET', path: '/wps/dev/outbox', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['channel', 'to'] },
  'dev.setSystemStatus': { name: 'dev.setSystemStatus', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/system/status', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['maintenance', 'regionRestriction'] },
  'dev.reset': { name: 'dev.reset', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/reset', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: [] },
  'dev.credit': { name: 'dev.credit', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/wallet/credit', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['username', 'amount'] },
  'dev.expireSession': { name: 'dev.expireSession', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/session/expire', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['token'] },
  'dev.captcha': { name: 'dev.captcha', area: 'dev', kind: 'query', method: 'GET', path: '/wps/dev/captcha', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['deviceId'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
