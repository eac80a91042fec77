import type { Db } from '../../db/types.ts';

const AUTO_APPROVE = 'sandbox.autoApprove';

/** The stored sandbox auto-approve switch (off until someone turns it on). */
export async function getAutoApprove(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [AUTO_APPROVE]);
  return rows[0]?.value === 'true';
}

export async function setAutoApprove(db: Db, enabled: boolean, now: Date = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO app_setting (key, value, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [AUTO_APPROVE, String(enabled), now],
  );
}

/**
 * Whether a submitted verification is approved at once. Only ever in sandbox mode: with real
 * customers the switch is ignored, whatever is stored.
 */
export async function autoApproveInEffect(db: Db, sandbox: boolean): Promise<boolean> {
  return sandbox && (await getAutoApprove(db));
}
