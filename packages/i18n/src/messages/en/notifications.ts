// Money and security notifications (issue 22, item 3): the SMS, email and in-app wording, and the
// profile's channel choices. The server words SMS and email with these in the account's language.
export const notificationMessages = {
  'notify.title.sent': 'Money sent',
  'notify.title.received': 'Money received',
  'notify.title.sendFailed': 'Send failed',
  'notify.title.refunded': 'Money refunded',
  'notify.title.credited': 'Money credited',
  'notify.title.topupFailed': 'Payment not received',
  'notify.title.password': 'Login password changed',
  'notify.title.fundPassword': 'Transaction password set',
  'notify.title.phone': 'Phone number changed',
  'notify.title.email': 'Email changed',
  'notify.title.newDevice': 'Sign-in from a new device',
  'notify.body.sent':
    'Mizani Pay: you sent {amount} to {counterparty}. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.received':
    'Mizani Pay: you received {amount} from {counterparty}. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.sendFailed':
    'Mizani Pay: your send of {amount} to {counterparty} failed and {refund} (fee included) is back in your wallet. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.refunded':
    'Mizani Pay: your send of {amount} to {counterparty} was cancelled and {refund} (fee included) was refunded to your wallet. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.credited':
    'Mizani Pay: {credit} was credited to your wallet from {flow, select, collection {a collection} other {a top-up}} of {amount}. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.topupFailed':
    'Mizani Pay: {flow, select, collection {the collection} other {the top-up}} of {amount} did not arrive and nothing was credited. Order {sn}, fee {fee}, balance {balance}, {time}.',
  'notify.body.password': 'Mizani Pay: your login password was changed at {time}. If this was not you, contact us at once.',
  'notify.body.fundPassword': 'Mizani Pay: a transaction password was set for your account at {time}. If this was not you, contact us at once.',
  'notify.body.phone': 'Mizani Pay: the phone number of your account was changed to {address} at {time}. If this was not you, contact us at once.',
  'notify.body.email': 'Mizani Pay: the email of your account was changed to {address} at {time}. If this was not you, contact us at once.',
  'notify.body.newDevice':
    'Mizani Pay: a new device ({device}, address {ip}) signed in to your account at {time}. If this was not you, change your password at once.',
  'notify.list.title': 'Your notifications',
  'notify.list.intro': 'Messages about your money and your account security, newest first.',
  'notify.list.unread': 'Unread',
  'notify.list.unreadCount': '{count, plural, =0 {All read} one {# unread} other {# unread}}',
  'notify.list.markAllRead': 'Mark all as read',
  'notify.list.empty': 'No notifications yet',
  'notify.sender.from': 'From {name} ({accountNo})',
  'notify.sender.label': 'Sender',
  'notify.sender.value': '{name} ({accountNo})',
  'notify.prefs.title': 'Notifications',
  'notify.prefs.intro': 'Choose how we tell you about money sent, received, failed, refunded and credited.',
  'notify.prefs.sms': 'SMS',
  'notify.prefs.email': 'Email',
  'notify.prefs.inApp': 'In the app',
  'notify.prefs.language': 'Language of messages',
  'notify.prefs.security': 'Security messages',
  'notify.prefs.securityHelp':
    'Password, transaction password, phone or email changes and sign-ins from a new device are always sent by SMS, email and in the app.',
  'notify.prefs.alwaysOn': 'Always on',
  'notify.prefs.save': 'Save notification settings',
  'notify.prefs.saved': 'Notification settings saved',
  'notify.prefs.mainOnly': 'Only the main account can change these settings.',
};
