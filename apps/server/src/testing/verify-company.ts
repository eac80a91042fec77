// For tests against a running server: an account verified as a person does it in sandbox.
import { OPS_SECRET_HEADER } from '../ops/secret.ts';

/** A whole company verification (KYB) record, its required documents uploaded through `upload`. */
export async function companyRecord(upload: () => Promise<string>) {
  return {
    kind: 'kyb' as const,
    companyPhone: '712000222',
    companyEmail: 'office@example.test',
    companyName: 'Integrator Ltd',
    companyAddress: 'Moi Avenue 12, Mombasa',
    tradingName: 'Integrator',
    natureScope: 20,
    turnover: 2,
    receiveCountry: 'Kenya',
    remitCountry: 'Kenya',
    incorporationCertificate: await upload(),
    memorandum: await upload(),
    taxPinCertificate: await upload(),
    proofOfAddress: await upload(),
  };
}

/** The picture uploaded as every identity document: a 1x1 PNG, which the upload checks accept. */
export const DOCUMENT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function reply<T>(response: Response, what: string): Promise<T> {
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${what}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Uploads the documents, saves and submits a company verification (KYB) for the main account of
 * `token`, and has the operator approve it through the ops endpoint with the data dir's secret.
 */
export async function verifyCompany(baseUrl: string, token: string, opsSecret: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const post = <T>(url: string, body: unknown, headers: Record<string, string> = auth) =>
    fetch(`${baseUrl}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) =>
      reply<T>(r, url),
    );
  const file = async () => {
    const form = new FormData();
    form.append('purpose', 'kyb');
    form.append('file', new Blob([new Uint8Array(DOCUMENT_PNG)], { type: 'image/png' }), 'document.png');
    const uploaded = await reply<{ fileId: string }>(await fetch(`${baseUrl}/api/user/file/upload`, { method: 'POST', headers: auth, body: form }), 'upload');
    return uploaded.fileId;
  };
  const { id } = await post<{ id: number }>('/user/auth/save', await companyRecord(file));
  const { auditStatus } = await post<{ auditStatus: number }>(`/user/startAuth/${id}`, {});
  if (auditStatus === 1) return;
  const { accountNo } = await post<{ accountNo: string }>('/user/info', {});
  await post('/ops/kyc/approve', { accountNo }, { [OPS_SECRET_HEADER]: opsSecret });
}
