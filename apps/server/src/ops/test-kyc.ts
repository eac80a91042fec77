// For the ops tests: accounts in the states the operator acts on, made through the services.
import type { Db } from '../db/types.ts';
import { insertFile } from '../domain/files/service.ts';
import { newFileId } from '../features/files/store.ts';
import { saveAuth, startAuth } from '../features/kyc/service.ts';
import { createTestUser, type TestUser } from '../testing/index.ts';

/** A user whose KYC awaits review, made through the services. */
export async function submittedUser(db: Db): Promise<TestUser> {
  const user = await createTestUser(db, { auditStatus: -1 });
  const file = async () => {
    const id = newFileId();
    await insertFile(db, {
      id,
      ownerId: user.userId,
      uploadedBy: user.userId,
      purpose: 'kyc',
      mime: 'image/png',
      size: 68,
      sha256: '0'.repeat(64),
      originalName: 'id.png',
      createdAt: new Date(),
    });
    return id;
  };
  const { id } = await saveAuth(db, user.userId, {
    kind: 'kyc',
    idFront: await file(),
    idBack: await file(),
    livePhoto: await file(),
    validityDate: '2032-12-31',
  });
  await startAuth(db, id, { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1', autoApprove: false });
  return user;
}

