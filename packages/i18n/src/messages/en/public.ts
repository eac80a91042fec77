// Strings of the public site drawn by the layout and shared by its pages: the header's user menu,
// the chat link, the legal pages' frame and the office details. Each page's own text is in public-<page>.ts.
export const publicMessages = {
  'nav.user.menu': '{name}, account menu',
  'nav.user.signedInAs': 'Signed in as {name}',
  'nav.user.dashboard': 'Dashboard',
  'nav.user.profile': 'Profile',
  'nav.user.logout': 'Log out',

  'chat.short': 'Chat with us',
  'chat.label': 'Chat with us in your messaging app (opens in a new tab)',

  'public.onThisPage': 'On this page',
  'public.lastUpdated': 'Last updated {date}',

  'office.nairobi': 'Nairobi, Kenya',
  'office.darEsSalaam': 'Dar es Salaam, Tanzania',
  'office.address': 'Address',
  'office.phone': 'Phone',
  'office.hours': 'Opening hours',
  'office.hours.weekdays': 'Monday to Friday, 8:00 to 18:00 (East Africa Time)',
  'office.hours.saturday': 'Saturday, 9:00 to 13:00',
  'office.hours.closed': 'Closed on Sundays and public holidays',
} as const;
