/**
 * Sandbox test numbers (docs/sandbox.md): the last digit decides what the rail does. The docs
 * show this table; `docs.test.ts` pays out to the success number through the real server.
 */
export interface TestNumberRow {
  channel: number;
  name: string;
  currencyId: string;
  success: string;
  fails: string;
  lateSuccess: string;
  lateFailure: string;
  never: string;
}

const row = (channel: number, name: string, currencyId: string, base: string, successDigit = '0'): TestNumberRow => ({
  channel,
  name,
  currencyId,
  success: `${base}${successDigit}`,
  fails: `${base}6`,
  lateSuccess: `${base}7`,
  lateFailure: `${base}8`,
  never: `${base}9`,
});

export const TEST_NUMBERS: TestNumberRow[] = [
  row(2, 'M-pesa(KES)', 'KES', '71234567'),
  row(5, 'Airtel (KES)', 'KES', '73312345'),
  row(502, 'Mpesa STK PUSH', 'KES', '71234567', '1'),
  row(7, 'M-pesa', 'TZS', '75412345'),
  row(6, 'Tigo', 'TZS', '65412345'),
  row(5, 'Airtel (TZS)', 'TZS', '68412345'),
  row(3, 'Halotel', 'TZS', '62412345'),
  row(101, 'Pesalink', 'KES', '200123456'),
  row(103, 'TIPS', 'TZS', '015012345', '1'),
];

