/**
 * The requests the OpenAPI document shows as examples, per operation and by name. They are real
 * sandbox requests (docs/sandbox.md test numbers, a bank the sandbox reaches): the contract test
 * sends each one to a sandbox server and checks the reply against the document.
 */
import type { OpenEndpointName } from './open-endpoints.ts';

export interface OpenExample {
  summary: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

export const openExamples: Partial<Record<OpenEndpointName, Record<string, OpenExample>>> = {
  'open.payin': {
    stkPush: {
      summary: 'Ask a payer for KES 1,500.00 by M-Pesa STK push',
      body: { merchantOrderNo: 'INV-1001', amount: '1500.00', currencyId: 'KES', channel: 502, phone: '712345671', remark: 'Invoice 1001' },
    },
  },
  'open.payout': {
    mobile: {
      summary: 'Pay KES 250.00 to an M-Pesa number',
      body: { merchantOrderNo: 'PAY-2001', amount: '250.00', currencyId: 'KES', channel: 2, phone: '712345670' },
    },
    bank: {
      summary: 'Pay KES 5,000.00 to a bank account by Pesalink',
      body: { merchantOrderNo: 'PAY-2002', amount: '5000.00', currencyId: 'KES', channel: 101, bankCode: '68', accountNo: '2001234560', accountName: 'Amina Otieno' },
    },
  },
  'open.accountLookup': {
    wallet: { summary: 'Who holds the M-Pesa number 712345670', body: { channel: 2, currencyId: 'KES', phone: '712345670' } },
    bank: { summary: 'Who holds the Pesalink account 2001234560', body: { channel: 101, currencyId: 'KES', accountNo: '2001234560' } },
  },
  'open.orderByMerchantNo': { byReference: { summary: 'The payout PAY-2001', query: { merchantOrderNo: 'PAY-2001' } } },
  'open.orderByNo': { byNumber: { summary: 'An order by the number the platform gave it', params: { orderNo: 'MZ202611260123456789' } } },
};
