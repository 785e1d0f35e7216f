CREATE TABLE "affiliate_link_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"domain" text NOT NULL,
	"channel" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"customer_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"tenant_id" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_rates_customer_id_product_type_pk" PRIMARY KEY("customer_id","product_type"),
	CONSTRAINT "rebate_rate_range" CHECK ("rebate_rates"."rate" >= 0 and "rebate_rates"."rate" <= 100)
);
--> statement-breakpoint
CREATE INDEX "affiliate_link_accounts_link" ON "affiliate_link_accounts" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_tenant_code" ON "affiliate_links" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "affiliate_links_customer" ON "affiliate_links" USING btree ("customer_id");