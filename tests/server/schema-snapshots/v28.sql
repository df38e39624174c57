-- The schema of a version-28 database (tests/server/migrations-frozen.test.ts).
-- Released: never edit. A change here means a released migration step changed.
PRAGMA user_version = 28;

-- table account_checks on account_checks
CREATE TABLE account_checks (
     merchant_id INTEGER NOT NULL REFERENCES merchants(id),
     account_number TEXT NOT NULL,
     ifsc TEXT NOT NULL,
     account_exists INTEGER NOT NULL CHECK (account_exists IN (0, 1)),
     registered_name TEXT,
     checked_at INTEGER NOT NULL,
     PRIMARY KEY (merchant_id, account_number, ifsc)
   ) WITHOUT ROWID;

-- table activity on activity
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

-- table activity_heads on activity_heads
CREATE TABLE activity_heads (
      merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
      seq INTEGER NOT NULL,
      at INTEGER NOT NULL,
      hash TEXT NOT NULL
    );

-- table api_keys on api_keys
CREATE TABLE api_keys (
    merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
    api_key TEXT NOT NULL UNIQUE,
    secret_enc TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    rotated_at INTEGER NOT NULL
  );

-- table approval_decisions on approval_decisions
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

-- table approval_requests on approval_requests
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

-- table approval_rules on approval_rules
CREATE TABLE approval_rules (
        merchant_id INTEGER NOT NULL REFERENCES merchants(id),
        kind TEXT NOT NULL CHECK (kind IN ('payout', 'refund')),
        tiers_json TEXT NOT NULL,
        updated_by_name TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_id, kind)
      ) WITHOUT ROWID;

-- table beneficiaries on beneficiaries
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

-- table counter_devices on counter_devices
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
    revoked_reason TEXT CHECK (revoked_reason IN ('owner', 'replaced')), label TEXT CHECK (label IS NULL OR length(label) <= 80), mode TEXT NOT NULL DEFAULT 'till'
        CHECK (mode IN ('till', 'speaker')),
    CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
  );

-- table counters on counters
CREATE TABLE counters (
    id INTEGER PRIMARY KEY,
    counter_id TEXT NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    name TEXT NOT NULL,
    is_owner_counter INTEGER NOT NULL DEFAULT 0 CHECK (is_owner_counter IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  , max_sale_paise INTEGER NOT NULL DEFAULT 10000000
        CHECK (max_sale_paise >= 100), charge_confirm_above INTEGER NOT NULL DEFAULT 5000000
      CHECK (charge_confirm_above BETWEEN 100 AND 100000000), standing_vpa TEXT, outlet_id INTEGER REFERENCES outlets(id));

-- table kyc_submissions on kyc_submissions
CREATE TABLE kyc_submissions (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    fields TEXT NOT NULL,
    document_file TEXT,
    document_mime TEXT,
    document_size INTEGER,
    created_at INTEGER NOT NULL
  );

-- table list_counts on list_counts
CREATE TABLE list_counts (
    entity TEXT NOT NULL,
    merchant_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (entity, merchant_id, status)
  ) WITHOUT ROWID;

-- table mail_outbox on mail_outbox
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

-- table merchants on merchants
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
  , merchant_category_code TEXT
    CHECK (merchant_category_code IS NULL OR merchant_category_code GLOB '[0-9][0-9][0-9][0-9]'), counter_lock_after_minutes INTEGER NOT NULL DEFAULT 5
    CHECK (counter_lock_after_minutes BETWEEN 0 AND 120), gstin TEXT
        CHECK (gstin IS NULL OR (length(gstin) = 15 AND gstin GLOB '[0-9][0-9]*')), state_code TEXT
        CHECK (state_code IS NULL OR state_code GLOB '[0-9][0-9]'), tax_documents_through TEXT, language TEXT NOT NULL DEFAULT 'en'
     CHECK (language IN ('en', 'hi')), two_step_policy TEXT NOT NULL DEFAULT 'optional'
      CHECK (two_step_policy IN ('optional', 'money_and_keys', 'everyone')));

-- table outlets on outlets
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

-- table pairing_codes on pairing_codes
CREATE TABLE pairing_codes (
    code_hash TEXT PRIMARY KEY,
    counter_id INTEGER NOT NULL REFERENCES counters(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  , mode TEXT NOT NULL DEFAULT 'till'
        CHECK (mode IN ('till', 'speaker'))) WITHOUT ROWID;

-- table payin_day_totals on payin_day_totals
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

-- table payin_non_ascii on payin_non_ascii
CREATE TABLE payin_non_ascii (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL
  );

-- table payin_outlet_day_totals on payin_outlet_day_totals
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

-- table payin_word_prefixes on payin_word_prefixes
CREATE TABLE payin_word_prefixes (
    merchant_id INTEGER NOT NULL,
    prefix TEXT NOT NULL CHECK (length(prefix) BETWEEN 1 AND 64
      AND prefix NOT GLOB '*[^a-z0-9]*'),
    PRIMARY KEY (merchant_id, prefix)
  ) WITHOUT ROWID;

-- table payin_word_totals on payin_word_totals
CREATE TABLE payin_word_totals (
    merchant_id INTEGER NOT NULL,
    prefix TEXT NOT NULL,
    day INTEGER NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    net INTEGER NOT NULL,
    PRIMARY KEY (merchant_id, prefix, day, channel, status)
  ) WITHOUT ROWID;

-- table payins on payins
CREATE TABLE "payins" (
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
  , channel TEXT NOT NULL DEFAULT 'link'
    CHECK (channel IN ('link', 'counter', 'qr')), paid_late INTEGER NOT NULL DEFAULT 0 CHECK (paid_late IN (0, 1)), amount_inr INTEGER CHECK (amount_inr IS NULL OR amount_inr >= 0), fx_rate REAL CHECK (fx_rate IS NULL OR fx_rate > 0), counter_id TEXT REFERENCES counters(counter_id), counter_name TEXT, cashier_id TEXT REFERENCES staff(staff_id), cashier_name TEXT, shift_id TEXT REFERENCES shifts(shift_id), refunded_amount INTEGER NOT NULL DEFAULT 0
    CHECK (refunded_amount >= 0), refund_pending_amount INTEGER NOT NULL DEFAULT 0
    CHECK (refund_pending_amount >= 0 AND refunded_amount + refund_pending_amount <= amount), cancelled_by TEXT
    CHECK (cancelled_by IS NULL OR cancelled_by IN ('merchant', 'expiry', 'standing_qr')), gst_kind TEXT
        CHECK (gst_kind IS NULL OR gst_kind IN ('igst', 'cgst_sgst')), payer_vpa TEXT, sale_transaction_id TEXT, outlet_id TEXT REFERENCES outlets(outlet_id), outlet_name TEXT);

-- table payins_fts on payins_fts
CREATE VIRTUAL TABLE payins_fts USING fts5(
    transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name,
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );

-- table payins_fts_config on payins_fts_config (shadow): CREATE TABLE 'payins_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID

-- table payins_fts_data on payins_fts_data (shadow): CREATE TABLE 'payins_fts_data'(id INTEGER PRIMARY KEY, block BLOB)

-- table payins_fts_idx on payins_fts_idx (shadow): CREATE TABLE 'payins_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID

-- table payins_search_keys on payins_search_keys
CREATE TABLE payins_search_keys (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );

-- table payout_batch_rows on payout_batch_rows
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

-- table payout_batches on payout_batches
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

-- table payouts on payouts
CREATE TABLE "payouts" (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    payout_id TEXT NOT NULL UNIQUE,
    reference_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL,
    net_amount INTEGER NOT NULL,
    mode TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending_approval', 'pending', 'queued', 'processing', 'success', 'failed', 'rejected', 'expired', 'cancelled')),
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
    updated_at INTEGER NOT NULL, gst_kind TEXT
        CHECK (gst_kind IS NULL OR gst_kind IN ('igst', 'cgst_sgst')), batch_id INTEGER REFERENCES payout_batches(id),
    UNIQUE (merchant_id, reference_id)
  );

-- table payouts_fts on payouts_fts
CREATE VIRTUAL TABLE payouts_fts USING fts5(
    payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number,
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );

-- table payouts_fts_config on payouts_fts_config (shadow): CREATE TABLE 'payouts_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID

-- table payouts_fts_data on payouts_fts_data (shadow): CREATE TABLE 'payouts_fts_data'(id INTEGER PRIMARY KEY, block BLOB)

-- table payouts_fts_idx on payouts_fts_idx (shadow): CREATE TABLE 'payouts_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID

-- table payouts_search_keys on payouts_search_keys
CREATE TABLE payouts_search_keys (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );

-- table pin_guards on pin_guards
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

-- table recovery_codes on recovery_codes
CREATE TABLE recovery_codes (
      user_id INTEGER NOT NULL REFERENCES users(id),
      code_hash TEXT NOT NULL,
      used_at INTEGER,
      PRIMARY KEY (user_id, code_hash)
    ) WITHOUT ROWID;

-- table refunds on refunds
CREATE TABLE "refunds" (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    refund_id TEXT NOT NULL UNIQUE,
    payin_id INTEGER NOT NULL REFERENCES payins(id),
    transaction_id TEXT NOT NULL,
    reference_id TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    currency TEXT NOT NULL,
    amount_inr INTEGER NOT NULL CHECK (amount_inr > 0),
    status TEXT NOT NULL CHECK (status IN ('pending_approval', 'pending', 'processed', 'failed', 'rejected', 'expired', 'cancelled')),
    reason TEXT,
    utr TEXT,
    failure_reason TEXT,
    automatic INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL, refunded_by_kind TEXT
      CHECK (refunded_by_kind IS NULL OR refunded_by_kind IN ('user', 'api_key', 'system')), refunded_by_name TEXT,
    UNIQUE (merchant_id, reference_id),
    CHECK (status <> 'processed' OR utr IS NOT NULL),
    CHECK (status <> 'failed' OR failure_reason IS NOT NULL)
  );

-- table search_horizons on search_horizons
CREATE TABLE search_horizons (
    entity TEXT NOT NULL,
    merchant_id INTEGER NOT NULL,
    horizon_at INTEGER NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (entity, merchant_id)
  ) WITHOUT ROWID;

-- table sessions on sessions
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  , counter_staff_id INTEGER REFERENCES staff(id), user_id INTEGER REFERENCES users(id), ends_at INTEGER, address TEXT, device TEXT, last_seen_at INTEGER, stepped_up_at INTEGER, public_id TEXT) WITHOUT ROWID;

-- table settlements on settlements
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

-- table shift_cashiers on shift_cashiers
CREATE TABLE shift_cashiers (
    shift_id INTEGER NOT NULL REFERENCES shifts(id),
    staff_id INTEGER NOT NULL REFERENCES staff(id),
    name TEXT NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (shift_id, staff_id)
  ) WITHOUT ROWID;

-- table shifts on shifts
CREATE TABLE shifts (
    id INTEGER PRIMARY KEY,
    shift_id TEXT NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants(id),
    counter_id INTEGER NOT NULL REFERENCES counters(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    opened_at INTEGER NOT NULL,
    closed_at INTEGER,
    closed_by TEXT,
    report TEXT, outlet_id INTEGER REFERENCES outlets(id),
    UNIQUE (counter_id, number),
    CHECK ((closed_at IS NULL) = (report IS NULL))
  );

-- table sign_in_challenges on sign_in_challenges
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

-- table staff on staff
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
  , outlet_id INTEGER REFERENCES outlets(id));

-- table tax_documents on tax_documents
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

-- table topup_requests on topup_requests
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

-- table user_links on user_links
CREATE TABLE user_links (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset', 'device')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    ) WITHOUT ROWID;

-- table user_outlets on user_outlets
CREATE TABLE user_outlets (
        user_id INTEGER NOT NULL REFERENCES users(id),
        outlet_id INTEGER NOT NULL REFERENCES outlets(id),
        PRIMARY KEY (user_id, outlet_id)
      ) WITHOUT ROWID;

-- table users on users
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
    , totp_secret_enc TEXT, totp_enabled_at INTEGER, totp_last_step INTEGER);

-- table wallet_transactions on wallet_transactions
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

-- table wallets on wallets
CREATE TABLE wallets (
    merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id),
    available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
    pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
    processing INTEGER NOT NULL DEFAULT 0 CHECK (processing >= 0),
    updated_at INTEGER NOT NULL
  );

-- table webhook_deliveries on webhook_deliveries
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

-- table word_prefix_lengths on word_prefix_lengths
CREATE TABLE word_prefix_lengths (n INTEGER PRIMARY KEY);

-- index activity_action on activity
CREATE INDEX activity_action ON activity(merchant_id, action, id);

-- index activity_actor on activity
CREATE INDEX activity_actor ON activity(merchant_id, actor_kind, actor_id, id);

-- index activity_actor_action on activity
CREATE INDEX activity_actor_action ON activity(merchant_id, actor_kind, actor_id, action, id);

-- index activity_at on activity
CREATE INDEX activity_at ON activity(merchant_id, at);

-- index activity_merchant on activity
CREATE INDEX activity_merchant ON activity(merchant_id, id);

-- index activity_target on activity
CREATE INDEX activity_target ON activity(merchant_id, target_kind, target_id, id);

-- index approval_requests_due on approval_requests
CREATE INDEX approval_requests_due ON approval_requests(expires_at) WHERE status = 'pending';

-- index approval_requests_maker on approval_requests
CREATE INDEX approval_requests_maker ON approval_requests(merchant_id, maker_user_id, id);

-- index approval_requests_merchant on approval_requests
CREATE INDEX approval_requests_merchant ON approval_requests(merchant_id, status, id);

-- index approval_requests_newest on approval_requests
CREATE INDEX approval_requests_newest ON approval_requests(merchant_id, id);

-- index counter_devices_live on counter_devices
CREATE INDEX counter_devices_live ON counter_devices(counter_id) WHERE revoked_at IS NULL;

-- index counter_devices_till on counter_devices
CREATE UNIQUE INDEX counter_devices_till ON counter_devices(counter_id)
        WHERE revoked_at IS NULL AND mode = 'till';

-- index counters_name on counters
CREATE UNIQUE INDEX counters_name ON counters(merchant_id, name COLLATE NOCASE);

-- index counters_outlet on counters
CREATE INDEX counters_outlet ON counters(outlet_id);

-- index counters_owner on counters
CREATE UNIQUE INDEX counters_owner ON counters(merchant_id) WHERE is_owner_counter = 1;

-- index counters_standing_vpa on counters
CREATE UNIQUE INDEX counters_standing_vpa ON counters(standing_vpa);

-- index kyc_merchant on kyc_submissions
CREATE INDEX kyc_merchant ON kyc_submissions(merchant_id, created_at);

-- index mail_outbox_to on mail_outbox
CREATE INDEX mail_outbox_to ON mail_outbox(to_address, id);

-- index outlets_merchant on outlets
CREATE INDEX outlets_merchant ON outlets(merchant_id, archived_at);

-- index outlets_name on outlets
CREATE UNIQUE INDEX outlets_name ON outlets(merchant_id, name COLLATE NOCASE)
        WHERE archived_at IS NULL;

-- index pairing_codes_counter on pairing_codes
CREATE INDEX pairing_codes_counter ON pairing_codes(counter_id);

-- index payin_non_ascii_merchant on payin_non_ascii
CREATE INDEX payin_non_ascii_merchant ON payin_non_ascii (merchant_id);

-- index payins_counted_sale on payins
CREATE UNIQUE INDEX payins_counted_sale ON payins(sale_transaction_id)
        WHERE sale_transaction_id IS NOT NULL;

-- index payins_counter on payins
CREATE INDEX payins_counter ON payins(merchant_id, counter_id, created_at)
    WHERE counter_id IS NOT NULL;

-- index payins_counter_created on payins
CREATE INDEX payins_counter_created ON payins(merchant_id, created_at) WHERE channel = 'counter';

-- index payins_merchant_created on payins
CREATE INDEX payins_merchant_created ON payins(merchant_id, created_at);

-- index payins_merchant_status_created on payins
CREATE INDEX payins_merchant_status_created ON payins(merchant_id, status, created_at);

-- index payins_outlet_created on payins
CREATE INDEX payins_outlet_created ON payins(merchant_id, outlet_id, created_at)
        WHERE outlet_id IS NOT NULL;

-- index payins_pending_expiry on payins
CREATE INDEX payins_pending_expiry ON payins(expires_at) WHERE status = 'pending';

-- index payins_qr_created on payins
CREATE INDEX payins_qr_created ON payins(merchant_id, created_at) WHERE channel = 'qr';

-- index payins_qr_utr on payins
CREATE UNIQUE INDEX payins_qr_utr ON payins(utr) WHERE channel = 'qr';

-- index payins_shift on payins
CREATE INDEX payins_shift ON payins(merchant_id, shift_id, created_at) WHERE shift_id IS NOT NULL;

-- index payins_unsettled on payins
CREATE INDEX payins_unsettled ON payins(merchant_id) WHERE status = 'success' AND settled_at IS NULL;

-- index payout_batch_rows_open on payout_batch_rows
CREATE INDEX payout_batch_rows_open ON payout_batch_rows(batch_id, status, line);

-- index payout_batches_file on payout_batches
CREATE INDEX payout_batches_file ON payout_batches(merchant_id, file_sha256);

-- index payout_batches_merchant on payout_batches
CREATE INDEX payout_batches_merchant ON payout_batches(merchant_id, id);

-- index payout_batches_running on payout_batches
CREATE INDEX payout_batches_running ON payout_batches(status, id)
        WHERE status IN ('approved', 'processing');

-- index payouts_awaiting on payouts
CREATE INDEX payouts_awaiting ON payouts(merchant_id) WHERE status = 'pending_approval';

-- index payouts_batch on payouts
CREATE INDEX payouts_batch ON payouts(batch_id) WHERE batch_id IS NOT NULL;

-- index payouts_beneficiary on payouts
CREATE INDEX payouts_beneficiary ON payouts(merchant_id, beneficiary_account, beneficiary_ifsc);

-- index payouts_in_flight on payouts
CREATE INDEX payouts_in_flight ON payouts(status, updated_at) WHERE status IN ('queued', 'processing');

-- index payouts_merchant_created on payouts
CREATE INDEX payouts_merchant_created ON payouts(merchant_id, created_at);

-- index payouts_merchant_status_created on payouts
CREATE INDEX payouts_merchant_status_created ON payouts(merchant_id, status, created_at);

-- index pin_guards_merchant on pin_guards
CREATE INDEX pin_guards_merchant ON pin_guards(merchant_id, locked_until);

-- index refunds_awaiting on refunds
CREATE INDEX refunds_awaiting ON refunds(merchant_id) WHERE status = 'pending_approval';

-- index refunds_due on refunds
CREATE INDEX refunds_due ON refunds(created_at) WHERE status = 'pending';

-- index refunds_merchant_created on refunds
CREATE INDEX refunds_merchant_created ON refunds(merchant_id, created_at);

-- index refunds_merchant_reference on refunds
CREATE INDEX refunds_merchant_reference ON refunds(merchant_id, reference_id COLLATE NOCASE);

-- index refunds_merchant_transaction on refunds
CREATE INDEX refunds_merchant_transaction ON refunds(merchant_id, transaction_id, created_at);

-- index refunds_payin on refunds
CREATE INDEX refunds_payin ON refunds(payin_id, created_at);

-- index sessions_expiry on sessions
CREATE INDEX sessions_expiry ON sessions(expires_at);

-- index sessions_public_id on sessions
CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);

-- index sessions_user on sessions
CREATE INDEX sessions_user ON sessions(user_id);

-- index shifts_closed on shifts
CREATE INDEX shifts_closed ON shifts(merchant_id, closed_at) WHERE closed_at IS NOT NULL;

-- index shifts_open on shifts
CREATE UNIQUE INDEX shifts_open ON shifts(counter_id) WHERE closed_at IS NULL;

-- index shifts_outlet on shifts
CREATE INDEX shifts_outlet ON shifts(merchant_id, outlet_id, opened_at);

-- index sign_in_challenges_expiry on sign_in_challenges
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);

-- index sqlite_autoindex_activity_1 on activity (implicit)

-- index sqlite_autoindex_api_keys_1 on api_keys (implicit)

-- index sqlite_autoindex_approval_decisions_1 on approval_decisions (implicit)

-- index sqlite_autoindex_approval_requests_1 on approval_requests (implicit)

-- index sqlite_autoindex_approval_requests_2 on approval_requests (implicit)

-- index sqlite_autoindex_beneficiaries_1 on beneficiaries (implicit)

-- index sqlite_autoindex_beneficiaries_2 on beneficiaries (implicit)

-- index sqlite_autoindex_counter_devices_1 on counter_devices (implicit)

-- index sqlite_autoindex_counter_devices_2 on counter_devices (implicit)

-- index sqlite_autoindex_counters_1 on counters (implicit)

-- index sqlite_autoindex_merchants_1 on merchants (implicit)

-- index sqlite_autoindex_merchants_2 on merchants (implicit)

-- index sqlite_autoindex_outlets_1 on outlets (implicit)

-- index sqlite_autoindex_payins_1 on payins (implicit)

-- index sqlite_autoindex_payins_search_keys_1 on payins_search_keys (implicit)

-- index sqlite_autoindex_payout_batch_rows_1 on payout_batch_rows (implicit)

-- index sqlite_autoindex_payout_batches_1 on payout_batches (implicit)

-- index sqlite_autoindex_payouts_1 on payouts (implicit)

-- index sqlite_autoindex_payouts_2 on payouts (implicit)

-- index sqlite_autoindex_payouts_search_keys_1 on payouts_search_keys (implicit)

-- index sqlite_autoindex_pin_guards_1 on pin_guards (implicit)

-- index sqlite_autoindex_refunds_1 on refunds (implicit)

-- index sqlite_autoindex_refunds_2 on refunds (implicit)

-- index sqlite_autoindex_settlements_1 on settlements (implicit)

-- index sqlite_autoindex_settlements_2 on settlements (implicit)

-- index sqlite_autoindex_shifts_1 on shifts (implicit)

-- index sqlite_autoindex_shifts_2 on shifts (implicit)

-- index sqlite_autoindex_staff_1 on staff (implicit)

-- index sqlite_autoindex_tax_documents_1 on tax_documents (implicit)

-- index sqlite_autoindex_tax_documents_2 on tax_documents (implicit)

-- index sqlite_autoindex_tax_documents_3 on tax_documents (implicit)

-- index sqlite_autoindex_topup_requests_1 on topup_requests (implicit)

-- index sqlite_autoindex_users_1 on users (implicit)

-- index sqlite_autoindex_users_2 on users (implicit)

-- index staff_name on staff
CREATE UNIQUE INDEX staff_name ON staff(merchant_id, name COLLATE NOCASE) WHERE removed_at IS NULL;

-- index topups_merchant_created on topup_requests
CREATE INDEX topups_merchant_created ON topup_requests(merchant_id, created_at);

-- index topups_merchant_status_created on topup_requests
CREATE INDEX topups_merchant_status_created ON topup_requests(merchant_id, status, created_at);

-- index user_links_user on user_links
CREATE INDEX user_links_user ON user_links(user_id, purpose);

-- index user_outlets_outlet on user_outlets
CREATE INDEX user_outlets_outlet ON user_outlets(outlet_id);

-- index users_merchant on users
CREATE INDEX users_merchant ON users(merchant_id, status, role);

-- index wallet_tx_merchant_created on wallet_transactions
CREATE INDEX wallet_tx_merchant_created ON wallet_transactions(merchant_id, created_at);

-- index wallet_tx_merchant_type_created on wallet_transactions
CREATE INDEX wallet_tx_merchant_type_created
    ON wallet_transactions(merchant_id, reference_type, created_at);

-- index webhook_due on webhook_deliveries
CREATE INDEX webhook_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';

-- index webhook_merchant on webhook_deliveries
CREATE INDEX webhook_merchant ON webhook_deliveries(merchant_id, id);

-- trigger approvals_count_insert on approval_requests
CREATE TRIGGER approvals_count_insert AFTER INSERT ON approval_requests BEGIN
      INSERT INTO list_counts (entity, merchant_id, status, n)
        VALUES ('approval', NEW.merchant_id, NEW.status, 1)
        ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
    END;

-- trigger approvals_count_status on approval_requests
CREATE TRIGGER approvals_count_status AFTER UPDATE OF status ON approval_requests
      WHEN OLD.status <> NEW.status BEGIN
      UPDATE list_counts SET n = n - 1
        WHERE entity = 'approval' AND merchant_id = OLD.merchant_id AND status = OLD.status;
      INSERT INTO list_counts (entity, merchant_id, status, n)
        VALUES ('approval', NEW.merchant_id, NEW.status, 1)
        ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
    END;

-- trigger counters_need_outlet on counters
CREATE TRIGGER counters_need_outlet BEFORE INSERT ON counters WHEN NEW.outlet_id IS NULL
      BEGIN SELECT RAISE(ABORT, 'counters: a counter belongs to an outlet'); END;

-- trigger payin_day_totals_delete on payins
CREATE TRIGGER payin_day_totals_delete AFTER DELETE ON payins BEGIN
    UPDATE payin_day_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = (OLD.created_at + 19800000) / 86400000
        AND channel = OLD.channel AND status = OLD.status;
  END;

-- trigger payin_day_totals_insert on payins
CREATE TRIGGER payin_day_totals_insert AFTER INSERT ON payins BEGIN
    INSERT INTO payin_day_totals (merchant_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, (NEW.created_at + 19800000) / 86400000, NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;

-- trigger payin_day_totals_update on payins
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

-- trigger payin_non_ascii_delete on payins
CREATE TRIGGER payin_non_ascii_delete AFTER DELETE ON payins
  BEGIN
    DELETE FROM payin_non_ascii WHERE id = OLD.id;
  END;

-- trigger payin_non_ascii_insert on payins
CREATE TRIGGER payin_non_ascii_insert AFTER INSERT ON payins WHEN NOT (NOT (COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '') GLOB '*[^ -~]*'))
  BEGIN
    INSERT INTO payin_non_ascii (id, merchant_id) VALUES (NEW.id, NEW.merchant_id);
  END;

-- trigger payin_non_ascii_update on payins
CREATE TRIGGER payin_non_ascii_update AFTER UPDATE OF merchant_id, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name ON payins
  BEGIN
    DELETE FROM payin_non_ascii WHERE id = OLD.id;
    INSERT INTO payin_non_ascii (id, merchant_id)
      SELECT NEW.id, NEW.merchant_id WHERE NOT (NOT (COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '') GLOB '*[^ -~]*'));
  END;

-- trigger payin_outlet_day_totals_delete on payins
CREATE TRIGGER payin_outlet_day_totals_delete AFTER DELETE ON payins BEGIN
    UPDATE payin_outlet_day_totals SET n = n - 1,
        amount = amount - COALESCE(OLD.amount_inr, OLD.amount), net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND outlet_id = COALESCE(OLD.outlet_id, '')
        AND day = (OLD.created_at + 19800000) / 86400000 AND channel = OLD.channel
        AND status = OLD.status;
  END;

-- trigger payin_outlet_day_totals_insert on payins
CREATE TRIGGER payin_outlet_day_totals_insert AFTER INSERT ON payins BEGIN
    INSERT INTO payin_outlet_day_totals (merchant_id, outlet_id, day, channel, status, n, amount, net)
      VALUES (NEW.merchant_id, COALESCE(NEW.outlet_id, ''), (NEW.created_at + 19800000) / 86400000,
        NEW.channel, NEW.status, 1, COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount)
      ON CONFLICT (merchant_id, outlet_id, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;

-- trigger payin_outlet_day_totals_update on payins
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

-- trigger payin_word_totals_delete on payins
CREATE TRIGGER payin_word_totals_delete AFTER DELETE ON payins
    WHEN EXISTS (SELECT 1 FROM payin_word_prefixes WHERE merchant_id = OLD.merchant_id)
  BEGIN 
    UPDATE payin_word_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = ((OLD.created_at + 19800000) / 86400000)
        AND channel = OLD.channel AND status = OLD.status AND prefix IN (SELECT DISTINCT substr(w.value, 1, l.n) AS p
    FROM json_each('["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((CASE WHEN (NOT (COALESCE(OLD.transaction_id, '') || ' ' || COALESCE(OLD.order_id, '') || ' ' || COALESCE(OLD.customer_name, '') || ' ' || COALESCE(OLD.customer_email, '') || ' ' || COALESCE(OLD.utr, '') || ' ' || COALESCE(OLD.description, '') || ' ' || COALESCE(OLD.counter_name, '') || ' ' || COALESCE(OLD.cashier_name, '') GLOB '*[^ -~]*')) THEN lower(COALESCE(OLD.transaction_id, '') || ' ' || COALESCE(OLD.order_id, '') || ' ' || COALESCE(OLD.customer_name, '') || ' ' || COALESCE(OLD.customer_email, '') || ' ' || COALESCE(OLD.utr, '') || ' ' || COALESCE(OLD.description, '') || ' ' || COALESCE(OLD.counter_name, '') || ' ' || COALESCE(OLD.cashier_name, '')) ELSE '' END), '!', ' '), '"', ' '), '#', ' '), '$', ' '), '%', ' '), '&', ' '), '''', ' '), '(', ' '), ')', ' '), '*', ' '), '+', ' '), ',', ' '), '-', ' '), '.', ' '), '/', ' '), ':', ' '), ';', ' '), '<', ' '), '=', ' '), '>', ' '), '?', ' '), '@', ' '), '[', ' '), '\', ' '), ']', ' '), '^', ' '), '_', ' '), '`', ' '), '{', ' '), '|', ' '), '}', ' '), '~', ' '), ' ', '","') || '"]') AS w
    CROSS JOIN word_prefix_lengths AS l WHERE l.n <= length(w.value));
  END;

-- trigger payin_word_totals_insert on payins
CREATE TRIGGER payin_word_totals_insert AFTER INSERT ON payins
    WHEN EXISTS (SELECT 1 FROM payin_word_prefixes WHERE merchant_id = NEW.merchant_id)
  BEGIN 
    INSERT INTO payin_word_totals (merchant_id, prefix, day, channel, status, n, amount, net)
      SELECT NEW.merchant_id, f.prefix, ((NEW.created_at + 19800000) / 86400000), NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount
      FROM (SELECT DISTINCT substr(w.value, 1, l.n) AS p
    FROM json_each('["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((CASE WHEN (NOT (COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '') GLOB '*[^ -~]*')) THEN lower(COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '')) ELSE '' END), '!', ' '), '"', ' '), '#', ' '), '$', ' '), '%', ' '), '&', ' '), '''', ' '), '(', ' '), ')', ' '), '*', ' '), '+', ' '), ',', ' '), '-', ' '), '.', ' '), '/', ' '), ':', ' '), ';', ' '), '<', ' '), '=', ' '), '>', ' '), '?', ' '), '@', ' '), '[', ' '), '\', ' '), ']', ' '), '^', ' '), '_', ' '), '`', ' '), '{', ' '), '|', ' '), '}', ' '), '~', ' '), ' ', '","') || '"]') AS w
    CROSS JOIN word_prefix_lengths AS l WHERE l.n <= length(w.value)) AS c
        CROSS JOIN payin_word_prefixes AS f ON f.merchant_id = NEW.merchant_id AND f.prefix = c.p
      WHERE true -- (an upsert's SELECT needs a WHERE: SQLite would read ON as a join's)
      ON CONFLICT (merchant_id, prefix, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;

-- trigger payin_word_totals_update on payins
CREATE TRIGGER payin_word_totals_update AFTER UPDATE OF merchant_id, created_at, channel, status, amount, amount_inr, net_amount, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name ON payins
    WHEN (OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at OR OLD.channel IS NOT NEW.channel OR OLD.status IS NOT NEW.status OR OLD.amount IS NOT NEW.amount OR OLD.amount_inr IS NOT NEW.amount_inr OR OLD.net_amount IS NOT NEW.net_amount OR OLD.transaction_id IS NOT NEW.transaction_id OR OLD.order_id IS NOT NEW.order_id OR OLD.customer_name IS NOT NEW.customer_name OR OLD.customer_email IS NOT NEW.customer_email OR OLD.utr IS NOT NEW.utr OR OLD.description IS NOT NEW.description OR OLD.counter_name IS NOT NEW.counter_name OR OLD.cashier_name IS NOT NEW.cashier_name)
      AND (EXISTS (SELECT 1 FROM payin_word_prefixes WHERE merchant_id = OLD.merchant_id) OR EXISTS (SELECT 1 FROM payin_word_prefixes WHERE merchant_id = NEW.merchant_id))
  BEGIN 
    UPDATE payin_word_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = ((OLD.created_at + 19800000) / 86400000)
        AND channel = OLD.channel AND status = OLD.status AND prefix IN (SELECT DISTINCT substr(w.value, 1, l.n) AS p
    FROM json_each('["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((CASE WHEN (NOT (COALESCE(OLD.transaction_id, '') || ' ' || COALESCE(OLD.order_id, '') || ' ' || COALESCE(OLD.customer_name, '') || ' ' || COALESCE(OLD.customer_email, '') || ' ' || COALESCE(OLD.utr, '') || ' ' || COALESCE(OLD.description, '') || ' ' || COALESCE(OLD.counter_name, '') || ' ' || COALESCE(OLD.cashier_name, '') GLOB '*[^ -~]*')) THEN lower(COALESCE(OLD.transaction_id, '') || ' ' || COALESCE(OLD.order_id, '') || ' ' || COALESCE(OLD.customer_name, '') || ' ' || COALESCE(OLD.customer_email, '') || ' ' || COALESCE(OLD.utr, '') || ' ' || COALESCE(OLD.description, '') || ' ' || COALESCE(OLD.counter_name, '') || ' ' || COALESCE(OLD.cashier_name, '')) ELSE '' END), '!', ' '), '"', ' '), '#', ' '), '$', ' '), '%', ' '), '&', ' '), '''', ' '), '(', ' '), ')', ' '), '*', ' '), '+', ' '), ',', ' '), '-', ' '), '.', ' '), '/', ' '), ':', ' '), ';', ' '), '<', ' '), '=', ' '), '>', ' '), '?', ' '), '@', ' '), '[', ' '), '\', ' '), ']', ' '), '^', ' '), '_', ' '), '`', ' '), '{', ' '), '|', ' '), '}', ' '), '~', ' '), ' ', '","') || '"]') AS w
    CROSS JOIN word_prefix_lengths AS l WHERE l.n <= length(w.value)); 
    INSERT INTO payin_word_totals (merchant_id, prefix, day, channel, status, n, amount, net)
      SELECT NEW.merchant_id, f.prefix, ((NEW.created_at + 19800000) / 86400000), NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount
      FROM (SELECT DISTINCT substr(w.value, 1, l.n) AS p
    FROM json_each('["' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((CASE WHEN (NOT (COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '') GLOB '*[^ -~]*')) THEN lower(COALESCE(NEW.transaction_id, '') || ' ' || COALESCE(NEW.order_id, '') || ' ' || COALESCE(NEW.customer_name, '') || ' ' || COALESCE(NEW.customer_email, '') || ' ' || COALESCE(NEW.utr, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.counter_name, '') || ' ' || COALESCE(NEW.cashier_name, '')) ELSE '' END), '!', ' '), '"', ' '), '#', ' '), '$', ' '), '%', ' '), '&', ' '), '''', ' '), '(', ' '), ')', ' '), '*', ' '), '+', ' '), ',', ' '), '-', ' '), '.', ' '), '/', ' '), ':', ' '), ';', ' '), '<', ' '), '=', ' '), '>', ' '), '?', ' '), '@', ' '), '[', ' '), '\', ' '), ']', ' '), '^', ' '), '_', ' '), '`', ' '), '{', ' '), '|', ' '), '}', ' '), '~', ' '), ' ', '","') || '"]') AS w
    CROSS JOIN word_prefix_lengths AS l WHERE l.n <= length(w.value)) AS c
        CROSS JOIN payin_word_prefixes AS f ON f.merchant_id = NEW.merchant_id AND f.prefix = c.p
      WHERE true -- (an upsert's SELECT needs a WHERE: SQLite would read ON as a join's)
      ON CONFLICT (merchant_id, prefix, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;
  END;

-- trigger payins_count_insert on payins
CREATE TRIGGER payins_count_insert AFTER INSERT ON payins BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payin', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;

-- trigger payins_count_status on payins
CREATE TRIGGER payins_count_status AFTER UPDATE OF status ON payins WHEN OLD.status <> NEW.status BEGIN
    UPDATE list_counts SET n = n - 1 WHERE entity = 'payin' AND merchant_id = OLD.merchant_id AND status = OLD.status;
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payin', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;

-- trigger payins_fts_delete on payins
CREATE TRIGGER payins_fts_delete AFTER DELETE ON payins BEGIN
    INSERT INTO payins_fts (payins_fts, rowid, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name)
      SELECT 'delete', key, OLD.transaction_id, OLD.order_id, OLD.customer_name, OLD.customer_email, OLD.utr, OLD.description, OLD.counter_name, OLD.cashier_name FROM payins_search_keys WHERE id = OLD.id;
    DELETE FROM payins_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;

-- trigger payins_fts_insert on payins
CREATE TRIGGER payins_fts_insert AFTER INSERT ON payins BEGIN 
    SELECT RAISE(ABORT, 'payins: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payins: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payins_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payins_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payins_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id);
    INSERT INTO payins_fts (rowid, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name)
      SELECT key, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr, NEW.description, NEW.counter_name, NEW.cashier_name FROM payins_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;

-- trigger payins_fts_update on payins
CREATE TRIGGER payins_fts_update AFTER UPDATE OF id, merchant_id, created_at, status, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name ON payins
    WHEN OLD.id IS NOT NEW.id OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at OR OLD.status IS NOT NEW.status OR OLD.transaction_id IS NOT NEW.transaction_id OR OLD.order_id IS NOT NEW.order_id OR OLD.customer_name IS NOT NEW.customer_name OR OLD.customer_email IS NOT NEW.customer_email OR OLD.utr IS NOT NEW.utr OR OLD.description IS NOT NEW.description OR OLD.counter_name IS NOT NEW.counter_name OR OLD.cashier_name IS NOT NEW.cashier_name
  BEGIN
    INSERT INTO payins_fts (payins_fts, rowid, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name)
      SELECT 'delete', key, OLD.transaction_id, OLD.order_id, OLD.customer_name, OLD.customer_email, OLD.utr, OLD.description, OLD.counter_name, OLD.cashier_name FROM payins_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
    UPDATE payins_search_keys SET key = ((key >> 3) << 3) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END), status = NEW.status
      WHERE id = OLD.id AND OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at;
    DELETE FROM payins_search_keys WHERE id = OLD.id AND NOT (OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at);
    
    SELECT RAISE(ABORT, 'payins: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payins: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payins_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payins_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payins_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id);
    INSERT INTO payins_fts (rowid, transaction_id, order_id, customer_name, customer_email, utr, description, counter_name, cashier_name)
      SELECT key, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr, NEW.description, NEW.counter_name, NEW.cashier_name FROM payins_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;

-- trigger payins_inr_figure on payins
CREATE TRIGGER payins_inr_figure BEFORE INSERT ON payins
  WHEN NEW.currency <> 'INR' AND (NEW.amount_inr IS NULL OR NEW.fx_rate IS NULL)
  BEGIN SELECT RAISE(ABORT, 'payins: a non-INR payin needs amount_inr and fx_rate'); END;

-- trigger payins_search_totals_history on payins
CREATE TRIGGER payins_search_totals_history
    AFTER UPDATE OF amount, amount_inr, net_amount, channel ON payins
    WHEN OLD.amount IS NOT NEW.amount OR OLD.amount_inr IS NOT NEW.amount_inr
      OR OLD.net_amount IS NOT NEW.net_amount OR OLD.channel IS NOT NEW.channel
  BEGIN
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;

-- trigger payouts_count_insert on payouts
CREATE TRIGGER payouts_count_insert AFTER INSERT ON payouts BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payout', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;

-- trigger payouts_count_status on payouts
CREATE TRIGGER payouts_count_status AFTER UPDATE OF status ON payouts WHEN OLD.status <> NEW.status BEGIN
    UPDATE list_counts SET n = n - 1 WHERE entity = 'payout' AND merchant_id = OLD.merchant_id AND status = OLD.status;
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('payout', NEW.merchant_id, NEW.status, 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;

-- trigger payouts_fts_delete on payouts
CREATE TRIGGER payouts_fts_delete AFTER DELETE ON payouts BEGIN
    INSERT INTO payouts_fts (payouts_fts, rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT 'delete', key, OLD.payout_id, OLD.reference_id, OLD.beneficiary_name, OLD.beneficiary_account, OLD.beneficiary_vpa, OLD.utr_number FROM payouts_search_keys WHERE id = OLD.id;
    DELETE FROM payouts_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;

-- trigger payouts_fts_insert on payouts
CREATE TRIGGER payouts_fts_insert AFTER INSERT ON payouts BEGIN 
    SELECT RAISE(ABORT, 'payouts: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payouts: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payouts_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payouts_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payouts_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 WHEN 'pending_approval' THEN 5 WHEN 'rejected' THEN 6 WHEN 'expired' THEN 7 WHEN 'cancelled' THEN 7 ELSE RAISE(ABORT, 'payouts: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id);
    INSERT INTO payouts_fts (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT key, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number FROM payouts_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;

-- trigger payouts_fts_update on payouts
CREATE TRIGGER payouts_fts_update AFTER UPDATE OF id, merchant_id, created_at, status, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number ON payouts
    WHEN OLD.id IS NOT NEW.id OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at OR OLD.status IS NOT NEW.status OR OLD.payout_id IS NOT NEW.payout_id OR OLD.reference_id IS NOT NEW.reference_id OR OLD.beneficiary_name IS NOT NEW.beneficiary_name OR OLD.beneficiary_account IS NOT NEW.beneficiary_account OR OLD.beneficiary_vpa IS NOT NEW.beneficiary_vpa OR OLD.utr_number IS NOT NEW.utr_number
  BEGIN
    INSERT INTO payouts_fts (payouts_fts, rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT 'delete', key, OLD.payout_id, OLD.reference_id, OLD.beneficiary_name, OLD.beneficiary_account, OLD.beneficiary_vpa, OLD.utr_number FROM payouts_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
    UPDATE payouts_search_keys SET key = ((key >> 3) << 3) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 WHEN 'pending_approval' THEN 5 WHEN 'rejected' THEN 6 WHEN 'expired' THEN 7 WHEN 'cancelled' THEN 7 ELSE RAISE(ABORT, 'payouts: status without a search code') END), status = NEW.status
      WHERE id = OLD.id AND OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at;
    DELETE FROM payouts_search_keys WHERE id = OLD.id AND NOT (OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at);
    
    SELECT RAISE(ABORT, 'payouts: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payouts: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payouts_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payouts_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payouts_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 WHEN 'pending_approval' THEN 5 WHEN 'rejected' THEN 6 WHEN 'expired' THEN 7 WHEN 'cancelled' THEN 7 ELSE RAISE(ABORT, 'payouts: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id);
    INSERT INTO payouts_fts (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT key, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number FROM payouts_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;

-- trigger sessions_public_id_new on sessions
CREATE TRIGGER sessions_public_id_new AFTER INSERT ON sessions WHEN NEW.public_id IS NULL
    BEGIN
      UPDATE sessions SET public_id = lower(hex(randomblob(12))) WHERE token_hash = NEW.token_hash;
    END;

-- trigger shifts_closed_kept on shifts
CREATE TRIGGER shifts_closed_kept BEFORE DELETE ON shifts WHEN OLD.closed_at IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'shifts: a closed shift is kept'); END;

-- trigger shifts_closed_unchanged on shifts
CREATE TRIGGER shifts_closed_unchanged BEFORE UPDATE ON shifts WHEN OLD.closed_at IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'shifts: a closed shift never changes'); END;

-- trigger tax_documents_kept on tax_documents
CREATE TRIGGER tax_documents_kept BEFORE DELETE ON tax_documents
      BEGIN SELECT RAISE(ABORT, 'tax_documents: an issued document is kept'); END;

-- trigger tax_documents_unchanged on tax_documents
CREATE TRIGGER tax_documents_unchanged BEFORE UPDATE ON tax_documents
      BEGIN SELECT RAISE(ABORT, 'tax_documents: an issued document never changes'); END;

-- trigger wallet_tx_count_insert on wallet_transactions
CREATE TRIGGER wallet_tx_count_insert AFTER INSERT ON wallet_transactions BEGIN
    INSERT INTO list_counts (entity, merchant_id, status, n) VALUES ('wallet_tx', NEW.merchant_id, '', 1)
      ON CONFLICT (entity, merchant_id, status) DO UPDATE SET n = n + 1;
  END;
