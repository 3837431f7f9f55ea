-- Store credit and gift cards are append-only ledgers: an entry is never changed or removed, and the balance
-- kept beside them is their sum, written only here. The balances' CHECK (>= 0) refuses, inside the spender's
-- transaction, any entry that would take a balance below zero (S64).
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% entries are never changed or removed', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_credit_entries_append_only BEFORE UPDATE OR DELETE ON store_credit_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER gift_card_entries_append_only BEFORE UPDATE OR DELETE ON gift_card_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
CREATE FUNCTION store_credit_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Update first: an INSERT ... ON CONFLICT would check a debit's negative row before finding the account.
  UPDATE store_credit_accounts SET balance_paise = balance_paise + NEW.amount_paise WHERE user_id = NEW.user_id;
  IF NOT FOUND THEN
    INSERT INTO store_credit_accounts (user_id, balance_paise) VALUES (NEW.user_id, 0) ON CONFLICT (user_id) DO NOTHING;
    UPDATE store_credit_accounts SET balance_paise = balance_paise + NEW.amount_paise WHERE user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_credit_entries_balance AFTER INSERT ON store_credit_entries
  FOR EACH ROW EXECUTE FUNCTION store_credit_entries_balance();
--> statement-breakpoint
CREATE FUNCTION gift_card_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gift_cards SET balance_paise = balance_paise + NEW.amount_paise, updated_at = now()
  WHERE id = NEW.gift_card_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER gift_card_entries_balance AFTER INSERT ON gift_card_entries
  FOR EACH ROW EXECUTE FUNCTION gift_card_entries_balance();
