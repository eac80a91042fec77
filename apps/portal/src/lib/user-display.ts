import type { UserInfo } from '@mizani/sdk';

/** How the signed-in user is named on screen: the nickname, else the account number. */
export function displayNameOf(user: Pick<UserInfo, 'nickName' | 'accountNo'>): string {
  return user.nickName.trim() || user.accountNo;
}

/** A phone number as the screens show it: '+254 712345678'; null when there is none. */
export function formatPhone(countryId: number | null | undefined, phone: string | null | undefined): string | null {
  if (!phone) return null;
  return countryId ? `+${countryId} ${phone}` : phone;
}
