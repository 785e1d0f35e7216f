CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"branch" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"reference" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"bonus" numeric(18, 2) DEFAULT '0' NOT NULL,
	"promotion_id" text,
	"status" text NOT NULL,
	"receiving_account" jsonb,
	"qr_payload" text,
	"remark" text,
	"payer_name" text,
	"payer_transaction_id" text,
	"provider_transaction_id" text,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"deposit_id" integer,
	"payer_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"received_amount" numeric(18, 2),
	"forced" boolean DEFAULT false NOT NULL,
	"auto_confirm_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_nonces" (
	"tenant_id" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_nonces_tenant_id_nonce_pk" PRIMARY KEY("tenant_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "provider_secrets" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"charge" numeric(18, 2) NOT NULL,
	"receivable" numeric(18, 2) NOT NULL,
	"bank_card_id" integer,
	"bank_card" jsonb NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_tenant_account" ON "bank_cards" USING btree ("tenant_id","bank_code","account_no");--> statement-breakpoint
CREATE INDEX "bank_cards_customer" ON "bank_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cashier_images_owner" ON "cashier_images" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tenant_reference" ON "deposits" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "deposits_customer_time" ON "deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_time" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_customer" ON "payment_confirmations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_due" ON "payment_confirmations" USING btree ("status","auto_confirm_at");--> statement-breakpoint
CREATE INDEX "provider_nonces_time" ON "provider_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "turnover_requirements_customer" ON "turnover_requirements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tenant_reference" ON "withdrawals" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_time" ON "withdrawals" USING btree ("customer_id","created_at");