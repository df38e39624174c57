import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { hashPassword } from '../merchants/passwords'
import { endOtherSessions } from './user-sessions'

/**
 * Sets a signed-in person's new password and ends every other session of theirs (decision 073):
 * whoever knew the old one is out at once. The caller checked the current password (throttled)
 * and the new one's strength. Answers the token hashes ended, so their event streams close too.
 */
export function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  keepHash: string,
  now: number,
): string[] {
  const hash = hashPassword(newPassword)
  return db.transaction(() => {
    stmt(db, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(
      hash,
      now,
      userId,
    )
    return endOtherSessions(db, userId, keepHash)
  })()
}
