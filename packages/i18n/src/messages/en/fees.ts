// What a money move costs, shown before the user confirms it and again on its result: the one fee
// breakdown of both apps (@mizani/ui's FeeBreakdown) and the confirm steps that show it.
export const feesMessages = {
  'fees.title': 'Check before you confirm',
  'fees.booked': 'Figures of this order',
  'fees.amount': 'Amount',
  'fees.fee': 'Fee',
  'fees.tax': 'Tax',
  'fees.total.debited': 'Total debited',
  'fees.total.paid': 'Total to pay',
  'fees.arrives.recipient': 'Recipient gets',
  'fees.arrives.wallet': 'Credited to your wallet',
  'fees.arrives.converted': 'You receive',
  'fees.arrives.suspense': 'Arrives in the suspense wallet',
  'fees.arrives.main': 'Arrives in the main wallet',
  'fees.arrives.payee': 'Payee gets',
  'fees.rate': 'Rate',
  'fees.review': 'Review fees',
  'fees.confirm': 'Confirm',
  'fees.cancel': 'Cancel',
  'fees.confirm.intro': 'Nothing has moved yet. Check the figures, then confirm.',
};
