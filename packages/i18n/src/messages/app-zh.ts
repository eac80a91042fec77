// The Chinese of app-en.ts.
import type { AppMessageId } from './app-en.ts';
import { developer } from './zh/developer.ts';
import { accountMessages } from './zh/account.ts';
import { homeMessages } from './zh/home.ts';
import { moneyMessages } from './zh/money.ts';
import { assetsMessages } from './zh/assets.ts';
import { teamMessages } from './zh/team.ts';
import { merchantMessages } from './zh/merchant.ts';
import { developerDocsMessages } from './zh/developer-docs.ts';
import { fxMessages } from './zh/fx.ts';
import { requestLogMessages } from './zh/request-log.ts';
import { onboardingMessages } from './zh/onboarding.ts';
import { notificationMessages } from './zh/notifications.ts';
import { feesMessages } from './zh/fees.ts';
// The signed-in area's menu titles: no public page draws them.
import { menu } from './zh/menu.ts';
// Field labels, error codes and messages only the signed-in area's calls and lists produce.
import { signedIn } from './zh/signed-in.ts';

export const zhApp: Record<AppMessageId, string> = {
  ...developer,
  ...homeMessages,
  ...accountMessages,
  ...assetsMessages,
  ...teamMessages,
  ...moneyMessages,
  ...merchantMessages,
  ...developerDocsMessages,
  ...fxMessages,
  ...requestLogMessages,
  ...onboardingMessages,
  ...notificationMessages,
  ...feesMessages,
  ...menu,
  ...signedIn,
};
