CREATE TABLE "authenticators" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"secret" text,
	"pending_secret" text,
	"bound_at" timestamp with time zone,
	"last_step" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_ips" (
	"customer_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"ip" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_ips_customer_id_ip_pk" PRIMARY KEY("customer_id","ip")
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"ip" text NOT NULL,
	"login_method" text NOT NULL,
	"methods" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_challenges_customer" ON "login_challenges" USING btree ("customer_id");