import type Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import {
  buildIndexAsReleased,
  PAYINS_SEARCH_BUILD,
  PAYINS_SEARCH_DROP_INDEX,
  PAYINS_SEARCH_DROP_TRIGGERS,
  PAYINS_SEARCH_INDEX,
  PAYINS_SEARCH_TRIGGERS,
  PAYOUTS_SEARCH_BUILD,
  PAYOUTS_SEARCH_DROP_INDEX,
  PAYOUTS_SEARCH_DROP_TRIGGERS,
  PAYOUTS_SEARCH_INDEX,
  PAYOUTS_SEARCH_TRIGGERS,
  SEARCH_HORIZONS_TABLE,
} from './released-search-sql'
import { backfillSettlements } from './released-settlement-backfill'
import { rebuildSearchIndex } from './search-index'
import { PAYIN_SEARCH } from './search-key'
import {
  MIGRATION_13_COLUMNS,
  plainSql,
  WORD_TOTALS_MIN_MATCHES,
  WORD_TOTALS_TRIGGERS,
  wordTotalsSchema,
  wordTotalsTriggers,
} from './word-totals'
import { buildWordTotals } from './word-totals-build'

/*
 * Schema migrations in code, applied in order and recorded in PRAGMA user_version. A new install
 * runs every step from the first. Never edit a released step: append a new one. A released step is
 * literal SQL (or SQL frozen in server/db/released-search-sql.ts), never a call into live schema
 * code, which would change the step whenever that code changed; only a new step may use
 * live code. tests/server/migrations-frozen.test.ts pins each released version's schema.
 *
 * Money columns are integer paise; times are epoch milliseconds (compact, index-friendly,
 * converted to ISO strings only at the HTTP edge).
 */
/** Migration 1's search trigger (replaced by migration 3). */
const PAYINS_SEARCH_INSERT_TRIGGER = `
  CREATE TRIGGER payins_search_insert AFTER INSERT ON payins BEGIN
  INSERT INTO payins_search (rowid, transaction_id, order_id, customer_name, customer_email, utr)
    VALUES (NEW.id, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr);
END;`

/** A step is SQL, or a function for a step that must also compute (run in the same transaction). */
type Step = string | ((db: Database.Database) => void)

const MIGRATIONS: readonly Step[] = [
  `
  CREATE TABLE merchants (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    business_name TEXT NOT NULL,
    phone TEXT,
    address TEXT,
    website TEXT,
    password_hash TEXT NOT NULL,
    show_rates_to_merchant INTEGER NOT NULL DEFAULT 1,
    payin_fee_bps INTEGER NOT NULL DEFAULT 200,
    upi_vpa TEXT NOT NULL,
    webhook_payin_url TEXT,
    webhook_payout_url TEXT,
    kyc_status TEXT NOT NULL DEFAULT 'not_submitted',
    kyc_submitted_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_expiry ON sessions(expires_at);

  CREATE TABLE api_keys (
    merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
    api_key TEXT NOT NULL UNIQUE,
    secret_enc TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    rotated_at INTEGER NOT NULL
  );

  -- The wallet row is a cache of the ledger: every change to a bucket goes with a
  -- wallet_transactions row in the same SQLite transaction (server/domain/wallet/ledger.ts).
  CREATE TABLE wallets (
    merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
    available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
    pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
    processing INTEGER NOT NULL DEFAULT 0 CHECK (processing >= 0),
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE wallet_transactions (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    bucket TEXT NOT NULL CHECK (bucket IN ('available', 'pending', 'processing')),
    transaction_type TEXT NOT NULL CHECK (transaction_type IN ('credit', 'debit')),
    reference_type TEXT NOT NULL,
    reference_id TEXT NOT NULL,
    description TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    balance_before INTEGER NOT NULL CHECK (balance_before >= 0),
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX wallet_tx_merchant_created ON wallet_transactions(merchant_id, created_at);
  CREATE INDEX wallet_tx_merchant_type_created
    ON wallet_transactions(merchant_id, reference_type, created_at);

  CREATE TABLE payins (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    transaction_id TEXT NOT NULL UNIQUE,
    order_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL DEFAULT 0,
    net_amount INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL DEFAULT 'INR',
    status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
    utr TEXT,
    gateway TEXT,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT,
    description TEXT,
    callback_url TEXT,
    webhook_url TEXT,
    upi_id TEXT,
    expires_at INTEGER NOT NULL,
    settled_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX payins_merchant_created ON payins(merchant_id, created_at);
  CREATE INDEX payins_merchant_status_created ON payins(merchant_id, status, created_at);
  CREATE INDEX payins_pending_expiry ON payins(expires_at) WHERE status = 'pending';
  CREATE INDEX payins_unsettled ON payins(merchant_id) WHERE status = 'success' AND settled_at IS NULL;

  CREATE TABLE payouts (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    payout_id TEXT NOT NULL UNIQUE,
    reference_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL,
    net_amount INTEGER NOT NULL,
    mode TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'queued', 'processing', 'success', 'failed')),
    approval_status TEXT NOT NULL,
    risk_flagged INTEGER NOT NULL DEFAULT 0,
    warnings TEXT NOT NULL DEFAULT '[]',
    beneficiary_name TEXT NOT NULL,
    beneficiary_account TEXT,
    beneficiary_ifsc TEXT,
    beneficiary_vpa TEXT,
    beneficiary_phone TEXT,
    beneficiary_email TEXT,
    remarks TEXT,
    utr_number TEXT,
    gateway_payout_id TEXT,
    failure_reason TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (merchant_id, reference_id)
  );
  CREATE INDEX payouts_merchant_created ON payouts(merchant_id, created_at);
  CREATE INDEX payouts_merchant_status_created ON payouts(merchant_id, status, created_at);
  CREATE INDEX payouts_in_flight ON payouts(status, updated_at) WHERE status IN ('queued', 'processing');
  CREATE INDEX payouts_beneficiary ON payouts(merchant_id, beneficiary_account, beneficiary_ifsc);

  CREATE TABLE topup_requests (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    request_id TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL CHECK (amount > 0),
    transfer_type TEXT NOT NULL,
    reference_number TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    proof_file TEXT,
    proof_mime TEXT,
    proof_size INTEGER,
    admin_note TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX topups_merchant_created ON topup_requests(merchant_id, created_at);
  CREATE INDEX topups_merchant_status_created ON topup_requests(merchant_id, status, created_at);

  CREATE TABLE kyc_submissions (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    fields TEXT NOT NULL,
    document_file TEXT,
    document_mime TEXT,
    document_size INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX kyc_merchant ON kyc_submissions(merchant_id, created_at);

  -- Outbox: a delivery row is written in the same transaction as the status change it reports,
  -- so a crash can neither lose an event nor send one for a change that rolled back.
  CREATE TABLE webhook_deliveries (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    event TEXT NOT NULL,
    url TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status_code INTEGER,
    last_error TEXT,
    next_attempt_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX webhook_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
  CREATE INDEX webhook_merchant ON webhook_deliveries(merchant_id, id);

  -- Row counts per merchant and status kept by triggers, so an unfiltered or status-only list page
  -- does not COUNT(*) a million index entries.
  CREATE TABLE list_counts (
    entity TEXT NOT NULL,
    merchant_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (entity, merchant_id, status)
  ) WITHOUT ROWID;

  CREATE TRIGGER payins_count_insert AFTER INSERT ON payins BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payin', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER payins_count_status AFTER UPDATE OF status ON payins WHEN OLD.status <> NEW.status BEGIN
    UPDATE list_counts SET n = n - 1 WHERE entity = 'payin' AND merchant_id = OLD.merchant_id AND status = OLD.status;
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payin', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER payouts_count_insert AFTER INSERT ON payouts BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payout', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER payouts_count_status AFTER UPDATE OF status ON payouts WHEN OLD.status <> NEW.status BEGIN
    UPDATE list_counts SET n = n - 1 WHERE entity = 'payout' AND merchant_id = OLD.merchant_id AND status = OLD.status;
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payout', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER wallet_tx_count_insert AFTER INSERT ON wallet_transactions BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('wallet_tx', NEW.merchant_id, '', 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;

  -- Word/prefix search (unicode61 tokens: 'sharma' finds 'Priya Sharma' and 'priya.sharma@x.in').
  CREATE VIRTUAL TABLE payins_search USING fts5(
    transaction_id, order_id, customer_name, customer_email, utr,
    content = 'payins', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
  );
  ${PAYINS_SEARCH_INSERT_TRIGGER}
  CREATE TRIGGER payins_search_utr AFTER UPDATE OF utr ON payins BEGIN
    INSERT INTO payins_search (payins_search, rowid, transaction_id, order_id, customer_name, customer_email, utr)
      VALUES ('delete', OLD.id, OLD.transaction_id, OLD.order_id, OLD.customer_name, OLD.customer_email, OLD.utr);
    INSERT INTO payins_search (rowid, transaction_id, order_id, customer_name, customer_email, utr)
      VALUES (NEW.id, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr);
  END;

  CREATE VIRTUAL TABLE payouts_search USING fts5(
    payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number,
    content = 'payouts', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE TRIGGER payouts_search_insert AFTER INSERT ON payouts BEGIN
    INSERT INTO payouts_search (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      VALUES (NEW.id, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number);
  END;
  CREATE TRIGGER payouts_search_utr AFTER UPDATE OF utr_number ON payouts BEGIN
    INSERT INTO payouts_search (payouts_search, rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      VALUES ('delete', OLD.id, OLD.payout_id, OLD.reference_id, OLD.beneficiary_name, OLD.beneficiary_account, OLD.beneficiary_vpa, OLD.utr_number);
    INSERT INTO payouts_search (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      VALUES (NEW.id, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number);
  END;
  `,
  // 2: narrow covering indexes keyed by id, so a search (FTS rowids → rows of one merchant, sorted by
  // created_at) reads ~20-byte index entries instead of whole table rows for every match.
  `
  CREATE INDEX payins_search_cover ON payins(id, merchant_id, created_at, status);
  CREATE INDEX payouts_search_cover ON payouts(id, merchant_id, created_at, status);
  `,
  // 3: search by an FTS5 index whose rowid is a per-merchant, newest-first sort key
  // (server/db/search-index.ts): a page stops after its rows and the count never leaves the index.
  // Replaces migration 1's FTS tables and migration 2's covering indexes; existing rows get keys
  // and index entries here.
  (db) => {
    db.exec(`
      DROP TRIGGER IF EXISTS payins_search_insert;
      DROP TRIGGER IF EXISTS payins_search_utr;
      DROP TABLE IF EXISTS payins_search;
      DROP TRIGGER IF EXISTS payouts_search_insert;
      DROP TRIGGER IF EXISTS payouts_search_utr;
      DROP TABLE IF EXISTS payouts_search;
      DROP INDEX IF EXISTS payins_search_cover;
      DROP INDEX IF EXISTS payouts_search_cover;
      ${PAYINS_SEARCH_INDEX}
      ${PAYOUTS_SEARCH_INDEX}
    `)
    buildIndexAsReleased(db, PAYINS_SEARCH_BUILD)
    buildIndexAsReleased(db, PAYOUTS_SEARCH_BUILD)
  },
  // 4: the status joins the search key (its low bits), so search + status never looks a match's
  // status up; one update trigger re-keys a row whose status changes. Rebuilt from the rows.
  (db) => {
    db.exec(`
      ${PAYINS_SEARCH_DROP_INDEX}
      ${PAYOUTS_SEARCH_DROP_INDEX}
      ${PAYINS_SEARCH_INDEX}
      ${PAYOUTS_SEARCH_INDEX}
    `)
    buildIndexAsReleased(db, PAYINS_SEARCH_BUILD)
    buildIndexAsReleased(db, PAYOUTS_SEARCH_BUILD)
  },
  // 5: search horizons (server/db/search-horizons.ts): the index's triggers now bump a merchant's
  // generation on any write to rows before its horizon, so search counts of settled history can
  // be cached exactly. The index itself is unchanged; only the triggers are replaced.
  `
  ${SEARCH_HORIZONS_TABLE}
  ${PAYINS_SEARCH_DROP_TRIGGERS}
  ${PAYOUTS_SEARCH_DROP_TRIGGERS}
  ${PAYINS_SEARCH_TRIGGERS}
  ${PAYOUTS_SEARCH_TRIGGERS}
  `,
  // 6: counter payins and late payments (decision 024). A merchant's category code goes
  // into the UPI intent (mc=); a payin's channel says whether it came from the counter screen (no
  // customer: name and email stored as ''), and paid_late marks a payment recorded after the link
  // expired or was cancelled. The counter's "today" query reads a partial index: link payins (nearly
  // every row, a million in the bench) pay no index entry for it.
  `
  ALTER TABLE merchants ADD COLUMN merchant_category_code TEXT
    CHECK (merchant_category_code IS NULL OR merchant_category_code GLOB '[0-9][0-9][0-9][0-9]');
  ALTER TABLE payins ADD COLUMN channel TEXT NOT NULL DEFAULT 'link'
    CHECK (channel IN ('link', 'counter'));
  ALTER TABLE payins ADD COLUMN paid_late INTEGER NOT NULL DEFAULT 0 CHECK (paid_late IN (0, 1));
  CREATE INDEX payins_counter_created ON payins(merchant_id, created_at) WHERE channel = 'counter';
  `,
  // 7: USD payins in rupees (decision 030). A payin in another currency carries its INR
  // figure, converted at creation at the stated rate: amount_inr (paise) and fx_rate (rupees per
  // unit). NULL on an INR payin means "the amount itself", so INR rows, by far the most, pay
  // nothing. Fee and net of a USD payin are in INR (computed on amount_inr). Existing USD rows get
  // the sandbox rate (83) they were credited at: their fee and net, stored in cents, become paise
  // (× 83: the net is then exactly the paise the wallet was credited).
  `
  ALTER TABLE payins ADD COLUMN amount_inr INTEGER CHECK (amount_inr IS NULL OR amount_inr >= 0);
  ALTER TABLE payins ADD COLUMN fx_rate REAL CHECK (fx_rate IS NULL OR fx_rate > 0);
  UPDATE payins SET amount_inr = amount * 83, fx_rate = 83, fee = fee * 83,
    net_amount = net_amount * 83
  WHERE currency <> 'INR';
  CREATE TRIGGER payins_inr_figure BEFORE INSERT ON payins
  WHEN NEW.currency <> 'INR' AND (NEW.amount_inr IS NULL OR NEW.fx_rate IS NULL)
  BEGIN SELECT RAISE(ABORT, 'payins: a non-INR payin needs amount_inr and fx_rate'); END;
  `,
  // 8: counters as devices of the shop (decisions 047 and 048). A counter is paired with one device
  // whose token is stored as its SHA-256; pairing codes are stored as an HMAC under the gateway's
  // key; cashiers sign in by a scrypt-hashed PIN. A shift is numbered per counter and, once closed,
  // keeps its Z-report as a JSON snapshot that triggers forbid changing or deleting. Payins record
  // their counter, cashier and shift (public ids and names as they were at the sale); link payins,
  // by far the most rows, leave all five NULL and pay no entry in the two partial indexes.
  `
  CREATE TABLE counters (
    id INTEGER PRIMARY KEY,
    counter_id TEXT NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    name TEXT NOT NULL,
    is_owner_counter INTEGER NOT NULL DEFAULT 0 CHECK (is_owner_counter IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX counters_name ON counters(merchant_id, name COLLATE NOCASE);
  CREATE UNIQUE INDEX counters_owner ON counters(merchant_id) WHERE is_owner_counter = 1;

  CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    staff_id TEXT NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    name TEXT NOT NULL,
    pin_hash TEXT NOT NULL,
    -- Wrong PINs since the last right one, counted before each check (reserved) and reset by a
    -- right PIN, a new PIN or the lock.
    pin_attempts INTEGER NOT NULL DEFAULT 0 CHECK (pin_attempts >= 0),
    locked_until INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    removed_at INTEGER
  );
  CREATE UNIQUE INDEX staff_name ON staff(merchant_id, name COLLATE NOCASE) WHERE removed_at IS NULL;

  CREATE TABLE counter_devices (
    id INTEGER PRIMARY KEY,
    device_id TEXT NOT NULL UNIQUE,
    counter_id INTEGER NOT NULL REFERENCES counters(id),
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    token_hash TEXT NOT NULL UNIQUE,
    cashier_staff_id INTEGER REFERENCES staff(id),
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    revoked_reason TEXT CHECK (revoked_reason IN ('owner', 'replaced')),
    CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
  );
  CREATE UNIQUE INDEX counter_devices_active ON counter_devices(counter_id) WHERE revoked_at IS NULL;

  CREATE TABLE pairing_codes (
    code_hash TEXT PRIMARY KEY,
    counter_id INTEGER NOT NULL REFERENCES counters(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) WITHOUT ROWID;
  CREATE INDEX pairing_codes_counter ON pairing_codes(counter_id);

  CREATE TABLE shifts (
    id INTEGER PRIMARY KEY,
    shift_id TEXT NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    counter_id INTEGER NOT NULL REFERENCES counters(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    opened_at INTEGER NOT NULL,
    closed_at INTEGER,
    closed_by TEXT,
    report TEXT,
    UNIQUE (counter_id, number),
    CHECK ((closed_at IS NULL) = (report IS NULL))
  );
  CREATE UNIQUE INDEX shifts_open ON shifts(counter_id) WHERE closed_at IS NULL;
  CREATE INDEX shifts_closed ON shifts(merchant_id, closed_at) WHERE closed_at IS NOT NULL;
  CREATE TRIGGER shifts_closed_unchanged BEFORE UPDATE ON shifts WHEN OLD.closed_at IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'shifts: a closed shift never changes'); END;
  CREATE TRIGGER shifts_closed_kept BEFORE DELETE ON shifts WHEN OLD.closed_at IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'shifts: a closed shift is kept'); END;

  CREATE TABLE shift_cashiers (
    shift_id INTEGER NOT NULL REFERENCES shifts(id),
    staff_id INTEGER NOT NULL REFERENCES staff(id),
    name TEXT NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (shift_id, staff_id)
  ) WITHOUT ROWID;

  ALTER TABLE merchants ADD COLUMN counter_lock_after_minutes INTEGER NOT NULL DEFAULT 5
    CHECK (counter_lock_after_minutes BETWEEN 0 AND 120);
  ALTER TABLE sessions ADD COLUMN counter_staff_id INTEGER REFERENCES staff(id);

  ALTER TABLE payins ADD COLUMN counter_id TEXT REFERENCES counters(counter_id);
  ALTER TABLE payins ADD COLUMN counter_name TEXT;
  ALTER TABLE payins ADD COLUMN cashier_id TEXT REFERENCES staff(staff_id);
  ALTER TABLE payins ADD COLUMN cashier_name TEXT;
  ALTER TABLE payins ADD COLUMN shift_id TEXT REFERENCES shifts(shift_id);
  CREATE INDEX payins_shift ON payins(merchant_id, shift_id, created_at) WHERE shift_id IS NOT NULL;
  CREATE INDEX payins_counter ON payins(merchant_id, counter_id, created_at)
    WHERE counter_id IS NOT NULL;
  `,
  // 9: saved beneficiaries (product.md §2.8 as built, decision 051): a merchant's bank payees,
  // picked on Create Payout instead of typing the account again. One row per (account, IFSC) of a
  // merchant: saving the same account again updates its name and contacts. Payouts keep their own
  // copy of the beneficiary, so removing one changes no payout.
  `
  CREATE TABLE beneficiaries (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    beneficiary_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    ifsc TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (merchant_id, account_number, ifsc)
  );
  `,
  // 10: refunds (decision 050). A refund belongs to one payin of one merchant; reference_id is the
  // merchant's idempotency key. Amounts are in the payin's currency (paise or cents) with the
  // rupee figure at the payin's own rate beside them; processed always carries a bank reference
  // and failed a reason, enforced here as well as in the code. A payin keeps the sums of its
  // processed and pending refunds (written in the refund's transaction), so lists and the
  // refundable amount need no join; cancelled_by says whether the merchant cancelled a payin or
  // its link expired, which decides what happens to a payment that lands on it afterwards.
  // Existing cancelled rows: a cancel before the expiry can only have been the merchant's.
  // New columns on payins are cheap (no table rewrite) and none of them is in the search index.
  // The refund list's lookups by payin and its prefix search each read an index (refund-list.ts).
  `
  CREATE TABLE refunds (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    refund_id TEXT NOT NULL UNIQUE,
    payin_id INTEGER NOT NULL REFERENCES payins(id),
    transaction_id TEXT NOT NULL,
    reference_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL,
    amount_inr INTEGER NOT NULL CHECK (amount_inr > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
    reason TEXT,
    utr TEXT,
    failure_reason TEXT,
    automatic INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (merchant_id, reference_id),
    CHECK (status <> 'processed' OR utr IS NOT NULL),
    CHECK (status <> 'failed' OR failure_reason IS NOT NULL)
  );
  CREATE INDEX refunds_merchant_created ON refunds(merchant_id, created_at);
  CREATE INDEX refunds_payin ON refunds(payin_id, created_at);
  CREATE INDEX refunds_merchant_transaction ON refunds(merchant_id, transaction_id, created_at);
  CREATE INDEX refunds_merchant_reference ON refunds(merchant_id, reference_id COLLATE NOCASE);
  CREATE INDEX refunds_due ON refunds(created_at) WHERE status = 'pending';
  ALTER TABLE payins ADD COLUMN refunded_amount INTEGER NOT NULL DEFAULT 0
    CHECK (refunded_amount >= 0);
  ALTER TABLE payins ADD COLUMN refund_pending_amount INTEGER NOT NULL DEFAULT 0
    CHECK (refund_pending_amount >= 0 AND refunded_amount + refund_pending_amount <= amount);
  ALTER TABLE payins ADD COLUMN cancelled_by TEXT
    CHECK (cancelled_by IS NULL OR cancelled_by IN ('merchant', 'expiry'));
  UPDATE payins SET cancelled_by = CASE WHEN updated_at < expires_at THEN 'merchant' ELSE 'expiry' END
  WHERE status = 'cancelled';
  `,
  // 11: payin totals per IST calendar day, channel and status (server/domain/payins/payin-totals.ts), kept
  // by triggers like list_counts: the payments list's count and total line, the dashboard's
  // lifetime and today figures and GET /payin/summary read a few hundred rows instead of summing up
  // to a million payins. day = the IST day number, (created_at + 5:30) / 24 h; amount is the INR
  // figure (decision 030), net the net amount, both in paise over every row of the group (the
  // readers keep the successful ones). The last trigger: cached search totals (search-totals.ts)
  // also sum amounts and split by channel, so a change to those in a merchant's settled history
  // must bump its search generation, as the search index's triggers do for text and status.
  `
  CREATE TABLE payin_day_totals (
    merchant_id INTEGER NOT NULL,
    day INTEGER NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    net INTEGER NOT NULL,
    PRIMARY KEY (merchant_id, day, channel, status)
  ) WITHOUT ROWID;
  INSERT INTO payin_day_totals (merchant_id, day, channel, status, n, amount, net)
    SELECT merchant_id, (created_at + 19800000) / 86400000, channel, status, COUNT(*),
      SUM(COALESCE(amount_inr, amount)), SUM(net_amount)
    FROM payins GROUP BY 1, 2, 3, 4;
  CREATE TRIGGER payin_day_totals_insert AFTER INSERT ON payins BEGIN
    INSERT INTO payin_day_totals (merchant_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, (NEW.created_at + 19800000) / 86400000, NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;
  CREATE TRIGGER payin_day_totals_update
    AFTER UPDATE OF merchant_id, created_at, channel, status, amount, amount_inr, net_amount ON payins
    WHEN OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at
      OR OLD.channel IS NOT NEW.channel OR OLD.status IS NOT NEW.status
      OR OLD.amount IS NOT NEW.amount OR OLD.amount_inr IS NOT NEW.amount_inr
      OR OLD.net_amount IS NOT NEW.net_amount
  BEGIN
    UPDATE payin_day_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = (OLD.created_at + 19800000) / 86400000
        AND channel = OLD.channel AND status = OLD.status;
    INSERT INTO payin_day_totals (merchant_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, (NEW.created_at + 19800000) / 86400000, NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;
  CREATE TRIGGER payin_day_totals_delete AFTER DELETE ON payins BEGIN
    UPDATE payin_day_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = (OLD.created_at + 19800000) / 86400000
        AND channel = OLD.channel AND status = OLD.status;
  END;
  CREATE TRIGGER payins_search_totals_history
    AFTER UPDATE OF amount, amount_inr, net_amount, channel ON payins
    WHEN OLD.amount IS NOT NEW.amount OR OLD.amount_inr IS NOT NEW.amount_inr
      OR OLD.net_amount IS NOT NEW.net_amount OR OLD.channel IS NOT NEW.channel
  BEGIN
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;
  `,
  // 12: the accountant's month (decisions 052–055). GST on fees: a merchant's GSTIN or state, and
  // the tax kind of each new fee (IGST or CGST + SGST; NULL on older rows: see decision 052). A
  // payout of the new kind holds only its amount (its fee is charged when it is made). Settlements
  // are recorded as ledger batches (the merchant's pending movements after after_tx_id up to
  // last_tx_id) with their figures, backfilled from the ledger's existing settlements; payins keep
  // settled_at = their settlement's created_at. Tax invoices and credit notes are stored as issued
  // (a JSON snapshot), numbered per financial year, and never change.
  (db) => {
    db.exec(`
      ALTER TABLE merchants ADD COLUMN gstin TEXT
        CHECK (gstin IS NULL OR (length(gstin) = 15 AND gstin GLOB '[0-9][0-9]*'));
      ALTER TABLE merchants ADD COLUMN state_code TEXT
        CHECK (state_code IS NULL OR state_code GLOB '[0-9][0-9]');
      ALTER TABLE merchants ADD COLUMN tax_documents_through TEXT;
      ALTER TABLE payins ADD COLUMN gst_kind TEXT
        CHECK (gst_kind IS NULL OR gst_kind IN ('igst', 'cgst_sgst'));
      ALTER TABLE payouts ADD COLUMN gst_kind TEXT
        CHECK (gst_kind IS NULL OR gst_kind IN ('igst', 'cgst_sgst'));

      CREATE TABLE settlements (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        settlement_id TEXT NOT NULL,
        after_tx_id INTEGER NOT NULL,
        last_tx_id INTEGER NOT NULL,
        payins INTEGER NOT NULL CHECK (payins >= 0),
        gross INTEGER NOT NULL,
        fees INTEGER NOT NULL,
        gst INTEGER NOT NULL,
        adjustments INTEGER NOT NULL,
        net INTEGER NOT NULL CHECK (net > 0),
        created_at INTEGER NOT NULL,
        CHECK (gross - fees - gst + adjustments = net),
        UNIQUE (merchant_id, settlement_id),
        UNIQUE (merchant_id, created_at)
      );

      CREATE TABLE tax_documents (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        number TEXT NOT NULL UNIQUE CHECK (length(number) <= 16),
        financial_year TEXT NOT NULL,
        sequence INTEGER NOT NULL CHECK (sequence >= 1),
        period TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
        issued_at INTEGER NOT NULL,
        document TEXT NOT NULL,
        UNIQUE (kind, financial_year, sequence),
        UNIQUE (merchant_id, kind, period)
      );
      CREATE TRIGGER tax_documents_unchanged BEFORE UPDATE ON tax_documents
      BEGIN SELECT RAISE(ABORT, 'tax_documents: an issued document never changes'); END;
      CREATE TRIGGER tax_documents_kept BEFORE DELETE ON tax_documents
      BEGIN SELECT RAISE(ABORT, 'tax_documents: an issued document is kept'); END;
    `)
    backfillSettlements(db)
  },
  // 13: payin totals per frequent search word (decision 061, server/db/word-totals.ts): a broad
  // word's first search sums days × 8 rows instead of reading every match. Live code: this step is
  // the latest; a change to those tables or triggers needs a step of its own. Merchants with
  // enough payins get their frequent prefixes now (~15 s at a million payins, once).
  (db) => {
    // The columns indexed then: migration 18 changes them with triggers of its own.
    db.exec(wordTotalsSchema(MIGRATION_13_COLUMNS))
    const broad = db
      .prepare('SELECT merchant_id FROM payin_day_totals GROUP BY merchant_id HAVING SUM(n) >= ?')
      .pluck()
      .all(WORD_TOTALS_MIN_MATCHES) as number[]
    for (const merchantId of broad) buildWordTotals(db, merchantId)
  },
  // 14: the language a merchant's tax documents are written in (decision 063): its lines and the
  // amount in words, English or Hindi, as the portal's language choice says. Rewrites no row.
  `ALTER TABLE merchants ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
     CHECK (language IN ('en', 'hi'));`,
  // 15: what a till may sell and how PIN guessing is held (decision 065). Each counter's largest
  // sale (default ₹1,00,000), and the PIN guards: wrong PINs counted per cashier on each device
  // (staff_id > 0) and per device as a whole (staff_id 0), with a lock that grows each time.
  // device_key is 'd<counter_devices.id>' for a paired device, 'o<merchant id>' for the owner's
  // session on the owner's counter. Self-contained: nothing else reads or writes these.
  (db) => {
    db.exec(`
      ALTER TABLE counters ADD COLUMN max_sale_paise INTEGER NOT NULL DEFAULT 10000000
        CHECK (max_sale_paise >= 100);
      CREATE TABLE pin_guards (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        device_key TEXT NOT NULL,
        staff_id INTEGER NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
        window_start INTEGER NOT NULL,
        locks INTEGER NOT NULL DEFAULT 0 CHECK (locks >= 0),
        locked_until INTEGER,
        UNIQUE (device_key, staff_id)
      );
      CREATE INDEX pin_guards_merchant ON pin_guards(merchant_id, locked_until);
    `)
  },
  // 16: the last account check of each account a merchant checked (decision 051's penny drop), so
  // a saved beneficiary says what the bank named it and when, not 'Not verified'. One row per
  // merchant, account and IFSC, replaced by each new check.
  `CREATE TABLE account_checks (
     merchant_id INTEGER NOT NULL REFERENCES merchants(id),
     account_number TEXT NOT NULL,
     ifsc TEXT NOT NULL,
     account_exists INTEGER NOT NULL CHECK (account_exists IN (0, 1)),
     registered_name TEXT,
     checked_at INTEGER NOT NULL,
     PRIMARY KEY (merchant_id, account_number, ifsc)
   ) WITHOUT ROWID;`,
  // 17: the counter's own limits and its device's name (decision 064): above
  // charge_confirm_above paise (default ₹50,000) Charge asks once; a paired device keeps a label
  // (its browser and system, as it said when pairing), so pairing another can name the one that
  // stops. Self-contained: two added columns, nothing read or rebuilt.
  `
    ALTER TABLE counters ADD COLUMN charge_confirm_above INTEGER NOT NULL DEFAULT 5000000
      CHECK (charge_confirm_above BETWEEN 100 AND 100000000);
    ALTER TABLE counter_devices ADD COLUMN label TEXT CHECK (label IS NULL OR length(label) <= 80);
  `,
  // 18: search finds a sale's note (description) and its counter and cashier names (decision
  // 064): the payin index is rebuilt with those columns over the keys it has (every row keeps its
  // key and place), its triggers and the word totals' triggers watch them, and the word totals
  // are counted again, since a word of a note can make a prefix frequent, or a row not plain.
  // At a million payins it re-indexes once (the bulk build's
  // path: about as long as the seed's indexing).
  (db) => {
    db.exec(WORD_TOTALS_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n'))
    rebuildSearchIndex(db, PAYIN_SEARCH)
    db.exec(`DELETE FROM payin_non_ascii;
      INSERT INTO payin_non_ascii (id, merchant_id)
        SELECT id, merchant_id FROM payins AS p WHERE NOT ${plainSql('p')};
      ${wordTotalsTriggers()}`)
    const merchants = db
      .prepare(
        `SELECT merchant_id FROM payin_day_totals GROUP BY merchant_id HAVING SUM(n) >= ?
         UNION SELECT merchant_id FROM payin_word_prefixes`,
      )
      .pluck()
      .all(WORD_TOTALS_MIN_MATCHES) as number[]
    for (const merchantId of merchants) buildWordTotals(db, merchantId)
  },
  // 19: the people of a business (decision 072). Each merchant's sign-in becomes its Owner user
  // (same username, email and password hash), so the specification's sign-in keeps working; a
  // session belongs to a user and ends at an absolute time as well as sliding (12 h idle, 30 days
  // at most), and says where it was opened for Settings → Security.
  `
    CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      merchant_id INTEGER NOT NULL REFERENCES merchants(id),
      email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) <= 254),
      username TEXT UNIQUE COLLATE NOCASE CHECK (username IS NULL OR length(username) <= 64),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      role TEXT NOT NULL
        CHECK (role IN ('owner', 'admin', 'finance', 'operations', 'developer', 'viewer')),
      status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'deactivated')),
      password_hash TEXT,
      invited_by INTEGER REFERENCES users(id),
      language TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      last_active_at INTEGER
    );
    CREATE INDEX users_merchant ON users(merchant_id, status, role);
    INSERT INTO users (merchant_id, email, username, name, role, status, password_hash,
                       created_at, updated_at)
      SELECT id, email, username, name, 'owner', 'active', password_hash, created_at, updated_at
      FROM merchants ORDER BY id;

    ALTER TABLE sessions ADD COLUMN user_id INTEGER REFERENCES users(id);
    ALTER TABLE sessions ADD COLUMN ends_at INTEGER;
    ALTER TABLE sessions ADD COLUMN address TEXT;
    ALTER TABLE sessions ADD COLUMN device TEXT;
    ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
    ALTER TABLE sessions ADD COLUMN stepped_up_at INTEGER;
    UPDATE sessions SET
      user_id = (SELECT u.id FROM users AS u
                 WHERE u.merchant_id = sessions.merchant_id AND u.role = 'owner'),
      ends_at = created_at + 2592000000,
      last_seen_at = created_at;
    CREATE INDEX sessions_user ON sessions(user_id);
  `,
  // 20: mail and single-use links (decision 072). The outbox is the sandbox's mail catcher and
  // the record of what was sent through SMTP; a link's token is stored only as its SHA-256.
  `
    CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY,
      to_address TEXT NOT NULL COLLATE NOCASE,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT,
      created_at INTEGER NOT NULL,
      sent_at INTEGER,
      transport TEXT NOT NULL CHECK (transport IN ('outbox', 'smtp')),
      error TEXT
    );
    CREATE INDEX mail_outbox_to ON mail_outbox(to_address, id);

    CREATE TABLE user_links (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset', 'device')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    ) WITHOUT ROWID;
    CREATE INDEX user_links_user ON user_links(user_id, purpose);
  `,
  // 21: 2-step sign-in (decision 073): a TOTP secret (encrypted like the API secret) and the
  // last time-step used (a code works once), ten single-use recovery codes (hashed), the owner's
  // policy, a sign-in waiting for its second step (counted against its account's throttle key),
  // and a session's public id for Settings → Security (never its token's hash).
  `
    ALTER TABLE users ADD COLUMN totp_secret_enc TEXT;
    ALTER TABLE users ADD COLUMN totp_enabled_at INTEGER;
    ALTER TABLE users ADD COLUMN totp_last_step INTEGER;
    CREATE TABLE recovery_codes (
      user_id INTEGER NOT NULL REFERENCES users(id),
      code_hash TEXT NOT NULL,
      used_at INTEGER,
      PRIMARY KEY (user_id, code_hash)
    ) WITHOUT ROWID;
    ALTER TABLE merchants ADD COLUMN two_step_policy TEXT NOT NULL DEFAULT 'optional'
      CHECK (two_step_policy IN ('optional', 'money_and_keys', 'everyone'));
    -- A challenge without a user never completes: the answer to a wrong password while the
    -- account is under attack looks like a right one's (decision 073).
    CREATE TABLE sign_in_challenges (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER REFERENCES users(id),
      kind TEXT NOT NULL CHECK (kind IN ('totp', 'mail', 'enrol')),
      code_hash TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      account_key TEXT NOT NULL,
      address TEXT,
      device TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);
    ALTER TABLE sessions ADD COLUMN public_id TEXT;
    UPDATE sessions SET public_id = lower(hex(randomblob(12)));
    CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);
    -- ADD COLUMN takes no random default: every new session gets its id here, whoever inserts it.
    CREATE TRIGGER sessions_public_id_new AFTER INSERT ON sessions WHEN NEW.public_id IS NULL
    BEGIN
      UPDATE sessions SET public_id = lower(hex(randomblob(12))) WHERE token_hash = NEW.token_hash;
    END;
  `,
  // 22: the activity log (decision 074): append-only, each row chained to the merchant's row
  // before it by SHA-256, so an edited, removed or reordered row is found by 'audit verify'. The
  // head remembers each chain's last row, so removing the newest rows is found too; `at` never
  // goes back within a chain, so a date range is a range of ids and each filter's index (none,
  // person, person and action, action, target) answers a page by id alone. A refund keeps who
  // made it.
  `
    CREATE TABLE activity (
      id INTEGER PRIMARY KEY,
      merchant_id INTEGER NOT NULL REFERENCES merchants(id),
      seq INTEGER NOT NULL,
      at INTEGER NOT NULL,
      actor_kind TEXT NOT NULL CHECK (actor_kind IN ('user', 'api_key', 'device', 'system')),
      actor_id TEXT,
      actor_name TEXT NOT NULL,
      action TEXT NOT NULL,
      target_kind TEXT,
      target_id TEXT,
      target_label TEXT,
      before_json TEXT,
      after_json TEXT,
      address TEXT,
      device TEXT,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL,
      UNIQUE (merchant_id, seq)
    );
    CREATE INDEX activity_merchant ON activity(merchant_id, id);
    CREATE INDEX activity_actor ON activity(merchant_id, actor_kind, actor_id, id);
    CREATE INDEX activity_actor_action ON activity(merchant_id, actor_kind, actor_id, action, id);
    CREATE INDEX activity_action ON activity(merchant_id, action, id);
    CREATE INDEX activity_target ON activity(merchant_id, target_kind, target_id, id);
    CREATE INDEX activity_at ON activity(merchant_id, at);
    CREATE TABLE activity_heads (
      merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
      seq INTEGER NOT NULL,
      at INTEGER NOT NULL,
      hash TEXT NOT NULL
    );
    ALTER TABLE refunds ADD COLUMN refunded_by_kind TEXT
      CHECK (refunded_by_kind IS NULL OR refunded_by_kind IN ('user', 'api_key', 'system'));
    ALTER TABLE refunds ADD COLUMN refunded_by_name TEXT;
  `,
  // 23: money out with four eyes, and payouts in bulk (decision 076). A payout or refund that
  // needs the team's approval waits as 'pending_approval' and moves no money; a rejected or expired
  // one ends there, a maker may cancel their own. The CHECKs on payouts.status and refunds.status
  // cannot be altered in SQLite, so both tables are rebuilt with the wider lists (rebuildTable).
  // One request per subject holds the tier it needs; each decision is a row, one per person.
  // A batch is a file's rows, checked before anything is sent; its rows become payouts in order,
  // waiting as 'queued' while the balance is short.
  (db) => {
    rebuildTable(db, 'payouts', [
      [
        "status IN ('pending', 'queued', 'processing', 'success', 'failed')",
        "status IN ('pending_approval', 'pending', 'queued', 'processing', 'success', 'failed', 'rejected', 'expired', 'cancelled')",
      ],
    ])
    rebuildTable(db, 'refunds', [
      [
        "status IN ('pending', 'processed', 'failed')",
        "status IN ('pending_approval', 'pending', 'processed', 'failed', 'rejected', 'expired', 'cancelled')",
      ],
    ])
    db.exec(`
      CREATE TABLE approval_rules (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        kind TEXT NOT NULL CHECK (kind IN ('payout', 'refund')),
        tiers_json TEXT NOT NULL,
        updated_by_name TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, kind)
      ) WITHOUT ROWID;
      CREATE TABLE approval_requests (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        request_id TEXT NOT NULL UNIQUE,
        subject_kind TEXT NOT NULL CHECK (subject_kind IN ('payout', 'refund', 'batch')),
        subject_id TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        approvers_needed INTEGER NOT NULL CHECK (approvers_needed IN (1, 2)),
        senior_needed INTEGER NOT NULL DEFAULT 0 CHECK (senior_needed IN (0, 1)),
        tier_json TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'cancelled')),
        maker_kind TEXT NOT NULL CHECK (maker_kind IN ('user', 'api_key')),
        maker_user_id INTEGER REFERENCES users(id),
        maker_name TEXT NOT NULL,
        reason TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER,
        UNIQUE (subject_kind, subject_id),
        CHECK (status <> 'rejected' OR reason IS NOT NULL)
      );
      CREATE INDEX approval_requests_merchant ON approval_requests(merchant_id, status, id);
      CREATE INDEX approval_requests_due ON approval_requests(expires_at) WHERE status = 'pending';
      CREATE TABLE approval_decisions (
        id INTEGER PRIMARY KEY,
        request_id INTEGER NOT NULL REFERENCES approval_requests(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        user_name TEXT NOT NULL,
        role TEXT NOT NULL,
        decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
        reason TEXT,
        at INTEGER NOT NULL,
        UNIQUE (request_id, user_id)
      );
      CREATE TABLE payout_batches (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        batch_id TEXT NOT NULL UNIQUE,
        file_name TEXT NOT NULL,
        file_sha256 TEXT NOT NULL,
        row_count INTEGER NOT NULL,
        error_count INTEGER NOT NULL,
        total_amount INTEGER NOT NULL,
        total_fee INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'pending_approval', 'approved',
          'processing', 'completed', 'rejected', 'expired', 'cancelled')),
        maker_kind TEXT NOT NULL CHECK (maker_kind IN ('user', 'api_key')),
        maker_user_id INTEGER REFERENCES users(id),
        maker_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        submitted_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX payout_batches_merchant ON payout_batches(merchant_id, id);
      CREATE INDEX payout_batches_file ON payout_batches(merchant_id, file_sha256);
      CREATE INDEX payout_batches_running ON payout_batches(status, id)
        WHERE status IN ('approved', 'processing');
      CREATE TABLE payout_batch_rows (
        id INTEGER PRIMARY KEY,
        batch_id INTEGER NOT NULL REFERENCES payout_batches(id),
        line INTEGER NOT NULL,
        reference_id TEXT NOT NULL,
        amount INTEGER,
        mode TEXT,
        beneficiary_name TEXT,
        beneficiary_account TEXT,
        beneficiary_ifsc TEXT,
        beneficiary_vpa TEXT,
        beneficiary_phone TEXT,
        beneficiary_email TEXT,
        remarks TEXT,
        beneficiary_id TEXT,
        status TEXT NOT NULL CHECK (status IN ('valid', 'invalid', 'queued', 'created', 'cancelled')),
        errors_json TEXT NOT NULL DEFAULT '[]',
        payout_id TEXT,
        UNIQUE (batch_id, line)
      );
      CREATE INDEX payout_batch_rows_open ON payout_batch_rows(batch_id, status, line);
      ALTER TABLE payouts ADD COLUMN batch_id INTEGER REFERENCES payout_batches(id);
      CREATE INDEX payouts_batch ON payouts(batch_id) WHERE batch_id IS NOT NULL;
      CREATE INDEX payouts_awaiting ON payouts(merchant_id) WHERE status = 'pending_approval';
      CREATE INDEX refunds_awaiting ON refunds(merchant_id) WHERE status = 'pending_approval';
    `)
  },
  // 24: the payouts' search key gives each status a code in 3 bits (server/db/search-key.ts), and
  // its triggers abort on a status without one: migration 23's four new statuses had none, so no
  // payout could wait for approval. They take codes 5 to 7; expired and cancelled share 7 (both
  // end a payout that never moved money), so a search filtered by one of them is checked on the row.
  (db) => {
    const triggers = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ('payouts_fts_insert', 'payouts_fts_update')",
      )
      .all() as { name: string; sql: string }[]
    const from = "WHEN 'failed' THEN 4 ELSE"
    const to =
      "WHEN 'failed' THEN 4 WHEN 'pending_approval' THEN 5 WHEN 'rejected' THEN 6 WHEN 'expired' THEN 7 WHEN 'cancelled' THEN 7 ELSE"
    for (const trigger of triggers) {
      if (!trigger.sql.includes(from))
        throw new Error(`migration 24: ${trigger.name} has no status CASE`)
      db.exec(`DROP TRIGGER ${trigger.name}`)
      db.exec(trigger.sql.replaceAll(from, to))
    }
  },
  // 25: the approvals inbox newest first for a whole merchant (its 'Decided' and unfiltered
  // pages) and for one maker ('My requests'), read by index instead of sorting every request
  // (92 ms at 100,000 requests before; the inbox's target is 15 ms, decision 076), and its
  // totals by status kept in list_counts as the payins' and payouts' are, not counted per page.
  `
    CREATE INDEX approval_requests_newest ON approval_requests(merchant_id, id);
    CREATE INDEX approval_requests_maker ON approval_requests(merchant_id, maker_user_id, id);
    INSERT INTO list_counts (entity, merchant_id, status, n)
      SELECT 'approval', merchant_id, status, COUNT(*) FROM approval_requests
      GROUP BY merchant_id, status;
    CREATE TRIGGER approvals_count_insert AFTER INSERT ON approval_requests BEGIN
      INSERT INTO list_counts (entity, merchant_id, status, n)
        VALUES ('approval', NEW.merchant_id, NEW.status, 1)
        ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
    END;
    CREATE TRIGGER approvals_count_status AFTER UPDATE OF status ON approval_requests
      WHEN OLD.status <> NEW.status BEGIN
      UPDATE list_counts SET n = n - 1
        WHERE entity = 'approval' AND merchant_id = OLD.merchant_id AND status = OLD.status;
      INSERT INTO list_counts (entity, merchant_id, status, n)
        VALUES ('approval', NEW.merchant_id, NEW.status, 1)
        ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
    END;
  `,
  // 26: the standing QR and the Speaker (decision 078). A payment to a counter's standing QR is a
  // payin of channel 'qr': the CHECK on payins.channel cannot be altered, so payins is rebuilt
  // (refunds point at it: migrate() checks foreign keys once the step is whole). Its
  // payer's VPA is kept as the bank reports it; the bank's UTR is unique among 'qr' payins, so a
  // credit the bank sends twice is one payin. A standing-QR payment counted for the till's open
  // sale names that sale (once: unique), and the sale ends cancelled_by 'standing_qr'. Each
  // counter keeps the payee address printed on its standee for ever (the merchant's VPA may
  // change; a printed QR cannot). A counter pairs one Till and any number of Speakers; the
  // pairing code carries the mode the owner chose.
  (db) => {
    rebuildTable(db, 'payins', [
      ["channel IN ('link', 'counter')", "channel IN ('link', 'counter', 'qr')"],
      [
        "cancelled_by IN ('merchant', 'expiry')",
        "cancelled_by IN ('merchant', 'expiry', 'standing_qr')",
      ],
    ])
    db.exec(`
      ALTER TABLE payins ADD COLUMN payer_vpa TEXT;
      ALTER TABLE payins ADD COLUMN sale_transaction_id TEXT;
      CREATE UNIQUE INDEX payins_qr_utr ON payins(utr) WHERE channel = 'qr';
      CREATE UNIQUE INDEX payins_counted_sale ON payins(sale_transaction_id)
        WHERE sale_transaction_id IS NOT NULL;
      CREATE INDEX payins_qr_created ON payins(merchant_id, created_at) WHERE channel = 'qr';
      ALTER TABLE counters ADD COLUMN standing_vpa TEXT;
      UPDATE counters SET standing_vpa = (
        SELECT substr(m.upi_vpa, 1, instr(m.upi_vpa, '@') - 1) || '.' || lower(hex(randomblob(4)))
          || substr(m.upi_vpa, instr(m.upi_vpa, '@'))
        FROM merchants AS m WHERE m.id = counters.merchant_id);
      CREATE UNIQUE INDEX counters_standing_vpa ON counters(standing_vpa);
      ALTER TABLE counter_devices ADD COLUMN mode TEXT NOT NULL DEFAULT 'till'
        CHECK (mode IN ('till', 'speaker'));
      DROP INDEX counter_devices_active;
      CREATE UNIQUE INDEX counter_devices_till ON counter_devices(counter_id)
        WHERE revoked_at IS NULL AND mode = 'till';
      CREATE INDEX counter_devices_live ON counter_devices(counter_id) WHERE revoked_at IS NULL;
      ALTER TABLE pairing_codes ADD COLUMN mode TEXT NOT NULL DEFAULT 'till'
        CHECK (mode IN ('till', 'speaker'));
    `)
  },
  // 27: outlets (decision 080). A business's shops: every counter belongs to one, and every
  // merchant gets a first outlet named after the business holding the counters it had, so a
  // one-shop merchant sees nothing change. A payin carries the outlet's public id and name as
  // they were when it was made (like its counter's): a counter sale and a standing-QR payment take
  // their counter's, a payment link the one it names (or none: a link may belong to the whole
  // business). A shift keeps the outlet its counter was in. A cashier (staff) may be limited to one
  // outlet (NULL: any outlet); a person may be limited to some outlets by rows of user_outlets (no
  // row: every outlet). An outlet is archived, never deleted: payins name it for ever.
  (db) => {
    db.exec(`
      CREATE TABLE outlets (
        id INTEGER PRIMARY KEY,
        outlet_id TEXT NOT NULL UNIQUE,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
        city TEXT NOT NULL DEFAULT '' CHECK (length(city) <= 60),
        state_code TEXT CHECK (state_code IS NULL OR state_code GLOB '[0-9][0-9]'),
        gstin TEXT CHECK (gstin IS NULL OR length(gstin) = 15),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        archived_at INTEGER
      );
      CREATE UNIQUE INDEX outlets_name ON outlets(merchant_id, name COLLATE NOCASE)
        WHERE archived_at IS NULL;
      CREATE INDEX outlets_merchant ON outlets(merchant_id, archived_at);
      ALTER TABLE counters ADD COLUMN outlet_id INTEGER REFERENCES outlets(id);
      ALTER TABLE shifts ADD COLUMN outlet_id INTEGER REFERENCES outlets(id);
      ALTER TABLE staff ADD COLUMN outlet_id INTEGER REFERENCES outlets(id);
      ALTER TABLE payins ADD COLUMN outlet_id TEXT REFERENCES outlets(outlet_id);
      ALTER TABLE payins ADD COLUMN outlet_name TEXT;
      CREATE TABLE user_outlets (
        user_id INTEGER NOT NULL REFERENCES users(id),
        outlet_id INTEGER NOT NULL REFERENCES outlets(id),
        PRIMARY KEY (user_id, outlet_id)
      ) WITHOUT ROWID;
      CREATE INDEX user_outlets_outlet ON user_outlets(outlet_id);
    `)
    const merchants = db
      .prepare('SELECT id, business_name, address, state_code, gstin FROM merchants')
      .all() as {
      id: number
      business_name: string
      address: string | null
      state_code: string | null
      gstin: string | null
    }[]
    const insert = db.prepare(
      `INSERT INTO outlets (outlet_id, merchant_id, name, address, state_code, gstin, created_at,
         updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const now = Date.now()
    for (const m of merchants) {
      insert.run(
        firstOutletId(),
        m.id,
        m.business_name.trim().slice(0, 60) || 'Main outlet',
        (m.address ?? '').slice(0, 200),
        m.state_code,
        m.gstin,
        now,
        now,
      )
    }
    db.exec(`
      UPDATE counters SET outlet_id =
        (SELECT o.id FROM outlets AS o WHERE o.merchant_id = counters.merchant_id);
      UPDATE shifts SET outlet_id = (SELECT c.outlet_id FROM counters AS c WHERE c.id = shifts.counter_id);
      UPDATE payins SET
        outlet_id = (SELECT o.outlet_id FROM outlets AS o WHERE o.merchant_id = payins.merchant_id),
        outlet_name = (SELECT o.name FROM outlets AS o WHERE o.merchant_id = payins.merchant_id)
      WHERE counter_id IS NOT NULL;
      CREATE INDEX counters_outlet ON counters(outlet_id);
      CREATE INDEX shifts_outlet ON shifts(merchant_id, outlet_id, opened_at);
      CREATE INDEX payins_outlet_created ON payins(merchant_id, outlet_id, created_at)
        WHERE outlet_id IS NOT NULL;
      CREATE TRIGGER counters_need_outlet BEFORE INSERT ON counters WHEN NEW.outlet_id IS NULL
      BEGIN SELECT RAISE(ABORT, 'counters: a counter belongs to an outlet'); END;
    `)
  },
  // 28: payin totals per outlet and IST day (decision 081), as payin_day_totals (migration 11)
  // keeps them per merchant: an outlet's list count and total line, filtered by status, channel
  // or days, read at most (days × channels × statuses) rows instead of every payin of the outlet.
  // '' is the outlet of payins that name none. Kept exact by triggers in every payin write's
  // transaction; the update trigger also watches outlet_id, which only a backfill ever changes.
  `
  CREATE TABLE payin_outlet_day_totals (
    merchant_id INTEGER NOT NULL,
    outlet_id TEXT NOT NULL,
    day INTEGER NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    net INTEGER NOT NULL,
    PRIMARY KEY (merchant_id, outlet_id, day, channel, status)
  ) WITHOUT ROWID;
  INSERT INTO payin_outlet_day_totals (merchant_id, outlet_id, day, channel, status, n, amount, net)
    SELECT merchant_id, COALESCE(outlet_id, ''), (created_at + 19800000) / 86400000, channel,
      status, COUNT(*), SUM(COALESCE(amount_inr, amount)), SUM(net_amount)
    FROM payins GROUP BY 1, 2, 3, 4, 5;
  CREATE TRIGGER payin_outlet_day_totals_insert AFTER INSERT ON payins BEGIN
    INSERT INTO payin_outlet_day_totals (merchant_id, outlet_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, COALESCE(NEW.outlet_id, ''), (NEW.created_at + 19800000) / 86400000,
        NEW.channel, NEW.status, 1, COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, outlet_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;
  CREATE TRIGGER payin_outlet_day_totals_update
    AFTER UPDATE OF merchant_id, outlet_id, created_at, channel, status, amount, amount_inr,
      net_amount ON payins
    WHEN OLD.merchant_id IS NOT NEW.merchant_id OR OLD.outlet_id IS NOT NEW.outlet_id
      OR OLD.created_at IS NOT NEW.created_at OR OLD.channel IS NOT NEW.channel
      OR OLD.status IS NOT NEW.status OR OLD.amount IS NOT NEW.amount
      OR OLD.amount_inr IS NOT NEW.amount_inr OR OLD.net_amount IS NOT NEW.net_amount
  BEGIN
    UPDATE payin_outlet_day_totals SET n = n - 1,
        amount = amount - COALESCE(OLD.amount_inr, OLD.amount), net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND outlet_id = COALESCE(OLD.outlet_id, '')
        AND day = (OLD.created_at + 19800000) / 86400000 AND channel = OLD.channel
        AND status = OLD.status;
    INSERT INTO payin_outlet_day_totals (merchant_id, outlet_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, COALESCE(NEW.outlet_id, ''), (NEW.created_at + 19800000) / 86400000,
        NEW.channel, NEW.status, 1, COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, outlet_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;
  CREATE TRIGGER payin_outlet_day_totals_delete AFTER DELETE ON payins BEGIN
    UPDATE payin_outlet_day_totals SET n = n - 1,
        amount = amount - COALESCE(OLD.amount_inr, OLD.amount), net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND outlet_id = COALESCE(OLD.outlet_id, '')
        AND day = (OLD.created_at + 19800000) / 86400000 AND channel = OLD.channel
        AND status = OLD.status;
  END;
  `,
]

/**
 * Rebuilds `table` with its CREATE TABLE text changed by `edits` (SQLite's documented procedure
 * for a change ALTER TABLE cannot make): the new table is filled from the old, the old one (and
 * with it its indexes and triggers) dropped, the new one renamed, and the old indexes and triggers
 * created again from their own text. `legacy_alter_table` keeps the rename from checking triggers
 * of other tables that name this one while it is briefly missing. Only for a released step.
 */
function rebuildTable(db: Database.Database, table: string, edits: [string, string][]): void {
  const master = db
    .prepare('SELECT type, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL')
    .all(table) as { type: string; sql: string }[]
  let create = master.find((row) => row.type === 'table')?.sql
  if (!create) throw new Error(`rebuildTable: no table ${table}`)
  for (const [from, to] of edits) {
    if (!create.includes(from)) throw new Error(`rebuildTable: ${table} has no "${from}"`)
    create = create.replace(from, to)
  }
  const temporary = `${table}_rebuilt`
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
    .map((column) => `"${column.name}"`)
    .join(', ')
  db.exec(create.replace(/^CREATE TABLE\s+"?\w+"?/, `CREATE TABLE ${temporary}`))
  db.exec(`INSERT INTO ${temporary} (${columns}) SELECT ${columns} FROM ${table}`)
  db.pragma('legacy_alter_table = ON')
  try {
    db.exec(`DROP TABLE ${table}`)
    db.exec(`ALTER TABLE ${temporary} RENAME TO ${table}`)
  } finally {
    db.pragma('legacy_alter_table = OFF')
  }
  for (const row of master) if (row.type !== 'table') db.exec(row.sql)
}

/**
 * A first outlet's public id, OUT + 16 characters as server/domain/core/ids.ts makes them (written
 * out here: the database layer imports nothing from the domain above it, and a released step's
 * ids must not change shape if that module does).
 */
function firstOutletId(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  let out = 'OUT'
  for (const byte of randomBytes(16)) out += alphabet[byte % alphabet.length]
  return out
}

/** The schema version a fully migrated database has (PRAGMA user_version). */
export const SCHEMA_VERSION = MIGRATIONS.length

/** Applies the steps after the database's user_version, up to `target` (tests stop early). */
export function migrate(db: Database.Database, target = MIGRATIONS.length): void {
  const current = Number(db.pragma('user_version', { simple: true }))
  // SQLite's procedure for schema changes: foreign keys off (a rebuilt table is briefly dropped,
  // and a pragma inside a transaction is ignored), each step checked whole before it commits.
  const enforced = Number(db.pragma('foreign_keys', { simple: true })) === 1
  if (enforced) db.pragma('foreign_keys = OFF')
  try {
    for (let version = current; version < Math.min(target, MIGRATIONS.length); version++) {
      const step = MIGRATIONS[version] ?? ''
      db.transaction(() => {
        if (typeof step === 'string') db.exec(step)
        else step(db)
        const broken = db.pragma('foreign_key_check') as unknown[]
        if (broken.length > 0) {
          throw new Error(`migration ${version + 1} breaks ${broken.length} foreign key(s)`)
        }
        db.pragma(`user_version = ${version + 1}`)
      }).immediate()
    }
  } finally {
    if (enforced) db.pragma('foreign_keys = ON')
  }
}
