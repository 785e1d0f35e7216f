CREATE TABLE "downline_credit" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"upline_id" integer NOT NULL,
	"credit_limit" numeric(18, 2) NOT NULL,
	"credit_type" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "downline_credit_upline" ON "downline_credit" USING btree ("tenant_id","upline_id");