-- Returns approved before the steps existed were refunded at approval (decision 0025): they are REFUNDED now.
UPDATE "order_returns" SET "status" = 'REFUNDED', "received_at" = "decided_at", "refunded_at" = "decided_at"
WHERE "status" = 'APPROVED';
