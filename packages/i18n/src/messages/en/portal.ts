// Portal strings: public site and the signed-in area /home.
export const portal = {
  'nav.home': 'Home',
  'nav.aboutUs': 'About us',
  'nav.ourService': 'Our service',
  'nav.globalService': 'Global service',
  'nav.fx': 'FX',
  'nav.press': 'Press',
  'nav.contactUs': 'Contact us',
  'nav.signUp': 'Sign up',
  'nav.login': 'Login',
} as const;
