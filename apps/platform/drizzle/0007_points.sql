CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text,
	"category" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "point_rates_tenant_id_kind_type_pk" PRIMARY KEY("tenant_id","kind","type")
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"reward_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"receiving_address" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"image_url" text,
	"points_required" integer NOT NULL,
	"amount_required" numeric(18, 2),
	"cash_amount" numeric(18, 2),
	"stock" integer NOT NULL,
	"max_quantity" integer,
	"sort" integer NOT NULL,
	CONSTRAINT "point_rewards_stock" CHECK ("point_rewards"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_source" ON "point_entries" USING btree ("tenant_id","source_key");--> statement-breakpoint
CREATE INDEX "point_entries_customer" ON "point_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_customer" ON "point_redemptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_rewards_tenant" ON "point_rewards" USING btree ("tenant_id","sort");