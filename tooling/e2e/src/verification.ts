import type { APIRequestContext } from '@playwright/test';
import { companyRecord, DOCUMENT_PNG } from '@mizani/server/testing';
import { callApi } from './accounts.ts';
import { operatorDecides } from './operator.ts';

async function uploadDocument(request: APIRequestContext, token: string, purpose: 'kyc' | 'kyb'): Promise<string> {
  const reply = await request.post('/api/user/file/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { purpose, file: { name: 'document.png', mimeType: 'image/png', buffer: DOCUMENT_PNG } },
  });
  const envelope = (await reply.json()) as { code: number; msg: string; data: { fileId: string } };
  if (envelope.code !== 200) throw new Error(`upload answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data.fileId;
}

/**
 * Verifies the main account of `token` as a person does in sandbox: uploads the documents, saves
 * and submits the record (KYC for an individual, KYB for a company), and the operator approves it.
 * Verification tiers refuse an unverified account almost every money move.
 */
export async function verifyIdentity(request: APIRequestContext, token: string, kind: 'kyc' | 'kyb' = 'kyc'): Promise<void> {
  const file = () => uploadDocument(request, token, kind);
  const record =
    kind === 'kyc'
      ? { kind, idFront: await file(), idBack: await file(), livePhoto: await file(), validityDate: '2035-12-31' }
      : await companyRecord(file);
  const { id } = await callApi<{ id: number }>(request, '/user/auth/save', record, token);
  const { auditStatus } = await callApi<{ auditStatus: number }>(request, `/user/startAuth/${id}`, {}, token);
  if (auditStatus === 1) return;
  const { accountNo } = await callApi<{ accountNo: string }>(request, '/user/info', {}, token);
  await operatorDecides(request, 'kyc/approve', { accountNo });
}
