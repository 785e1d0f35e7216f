import type { lotteryCalls } from '../contract/calls/lottery.ts';
import { lotteryMeta } from '../contract/meta/lottery.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** Lottery menus, recent menus and opened numbers. */
export const lotteryApi = wlApi.injectEndpoints({
  endpoints: (build) => areaEndpoints<typeof lotteryCalls>(build, lotteryMeta, {}),
});

export const {
  useLotteryGameMenusQuery,
  useLazyLotteryGameMenusQuery,
  useLotteryRecentMenusQuery,
  useLazyLotteryRecentMenusQuery,
  useLotteryVnMenuQuery,
  useLazyLotteryVnMenuQuery,
  useLotteryVnRecentMenuQuery,
  useLazyLotteryVnRecentMenuQuery,
  useLotteryVnOpenedNumbersQuery,
  useLazyLotteryVnOpenedNumbersQuery,
  useLotteryOpenedNumbersQuery,
  useLazyLotteryOpenedNumbersQuery,
  useLotteryPopularQuery,
  useLazyLotteryPopularQuery,
} = lotteryApi;
export { lotteryMeta };
