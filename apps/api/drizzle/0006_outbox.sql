CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_state_check" CHECK ("outbox"."state" in ('pending', 'delivered', 'logged', 'failed'))
);
--> statement-breakpoint
-- The mails of mail_outbox, carried over as settled e-mail rows. Their bodies (reset codes,
-- long expired) stay behind: a settled row keeps only what its channel keeps (recipient,
-- subject). A row still 'pending' was cut off mid-send by a stopped server; its code has expired,
-- so it is given up rather than sent now.
INSERT INTO "outbox" ("channel", "payload", "state", "attempts", "next_attempt_at", "last_attempt_at", "last_error", "delivered_at", "created_at")
SELECT 'email',
	jsonb_build_object('to', "to", 'subject', "subject"),
	CASE "status" WHEN 'sent' THEN 'delivered' WHEN 'logged' THEN 'logged' ELSE 'failed' END,
	CASE "status" WHEN 'pending' THEN 0 ELSE 1 END,
	NULL,
	CASE WHEN "status" <> 'pending' THEN coalesce("sent_at", "created_at") END,
	CASE "status"
		WHEN 'failed' THEN "error"
		WHEN 'pending' THEN 'Chưa gửi xong khi máy chủ dừng (trước khi nâng cấp); không gửi lại vì mã đã hết hạn'
	END,
	CASE WHEN "status" IN ('sent', 'logged') THEN coalesce("sent_at", "created_at") END,
	"created_at"
FROM "mail_outbox"
ORDER BY "id";--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_state_idx" ON "outbox" USING btree ("state","id");