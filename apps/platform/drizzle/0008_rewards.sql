CREATE TABLE "reward_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"prize" text,
	"source_key" text NOT NULL,
	"reference" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_source" ON "reward_claims" USING btree ("tenant_id","customer_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_claims_customer" ON "reward_claims" USING btree ("customer_id","kind","created_at");