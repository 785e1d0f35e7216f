CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"round_id" text NOT NULL,
	"bet_amount" numeric(18, 2) NOT NULL,
	"valid_bet" numeric(18, 2) NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"payment_password_hash" text,
	"type" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"nickname" text,
	"email" text,
	"mobile" text,
	"country_dialing_code" text,
	"payee_name" text,
	"affiliate_code" text,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"language" text DEFAULT 'EN' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"register_method" text DEFAULT 'SEED' NOT NULL,
	"register_domain" text,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_customer_id_game_id_pk" PRIMARY KEY("customer_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer,
	"sender" text NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"sub_type" text,
	"name" text NOT NULL,
	"name_th" text,
	"hot_rank" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"rtp" numeric(5, 2) DEFAULT '96.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"language" text NOT NULL,
	"parent_id" integer,
	"tag" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"bg_color" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"kind" text NOT NULL,
	"operation_id" integer,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"numbers" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"prize_mode" text NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"menu_group" text NOT NULL,
	"draw_interval_minutes" integer NOT NULL,
	"number_count" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"customer_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_customer_id_notice_id_pk" PRIMARY KEY("customer_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"url" text,
	"linkage_type" text,
	"language" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"customer_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_customer_id_game_id_pk" PRIMARY KEY("customer_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"login_method" text NOT NULL,
	"device_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "tenant_keys" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_state" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"system_status" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_lanes" (
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"sort" integer NOT NULL,
	"is_game" text NOT NULL,
	CONSTRAINT "vendor_lanes_vendor_code_game_type_pk" PRIMARY KEY("vendor_code","game_type")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"customer_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_customer_id_account_type_id_pk" PRIMARY KEY("customer_id","account_type_id"),
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bets_customer_time" ON "bets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_tenant_time" ON "bets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_round" ON "bets" USING btree ("tenant_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_username" ON "customers" USING btree ("tenant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_mobile" ON "customers" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_affiliate" ON "customers" USING btree ("tenant_id","affiliate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_referral" ON "customers" USING btree ("tenant_id","referral_code");--> statement-breakpoint
CREATE INDEX "customers_parent" ON "customers" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_vendor" ON "games" USING btree ("game_type","vendor_code","sort");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("hot_rank");--> statement-breakpoint
CREATE INDEX "help_tenant_lang" ON "help_topics" USING btree ("tenant_id","language");--> statement-breakpoint
CREATE INDEX "ledger_customer" ON "ledger_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero" ON "lottery_draws" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_time" ON "lottery_draws" USING btree ("game_code","drawn_at");--> statement-breakpoint
CREATE INDEX "messages_customer" ON "messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notices_tenant_type" ON "notices" USING btree ("tenant_id","type","language");--> statement-breakpoint
CREATE INDEX "outbox_tenant_recipient" ON "outbox" USING btree ("tenant_id","recipient");--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "verification_lookup" ON "verification_codes" USING btree ("tenant_id","recipient","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_operations_key" ON "wallet_operations" USING btree ("tenant_id","customer_id","idempotency_key");