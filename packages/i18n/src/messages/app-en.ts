// Everything the public pages do not draw: the signed-in area's and the console's screens. It loads
// as one chunk with them (catalogue.ts). A namespace added to the apps goes here.
import { developer } from './en/developer.ts';
import { accountMessages } from './en/account.ts';
import { homeMessages } from './en/home.ts';
import { moneyMessages } from './en/money.ts';
import { assetsMessages } from './en/assets.ts';
import { teamMessages } from './en/team.ts';
import { merchantMessages } from './en/merchant.ts';
import { developerDocsMessages } from './en/developer-docs.ts';
import { fxMessages } from './en/fx.ts';
import { requestLogMessages } from './en/request-log.ts';
import { onboardingMessages } from './en/onboarding.ts';
import { notificationMessages } from './en/notifications.ts';
import { feesMessages } from './en/fees.ts';
// The signed-in area's menu titles: no public page draws them.
import { menu } from './en/menu.ts';
// Field labels, error codes and messages only the signed-in area's calls and lists produce.
import { signedIn } from './en/signed-in.ts';

export const enApp = {
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
export type AppMessageId = keyof typeof enApp;
