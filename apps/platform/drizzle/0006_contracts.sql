CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"party" text NOT NULL,
	"customer_id" integer,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contract_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" numeric(18, 2) NOT NULL,
	"profit_loss" numeric(18, 2) NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"gross" numeric(18, 2) NOT NULL,
	"downline_paid" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"termination_requested_by" text,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"settled_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract" ON "contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payouts_period" ON "contract_payouts" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_payouts_customer" ON "contract_payouts" USING btree ("customer_id","period_start");--> statement-breakpoint
CREATE INDEX "contracts_downline" ON "contracts" USING btree ("downline_id","kind");--> statement-breakpoint
CREATE INDEX "contracts_upline" ON "contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_offer" ON "contracts" USING btree ("tenant_id","kind","downline_id") WHERE "contracts"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_in_force" ON "contracts" USING btree ("tenant_id","kind","downline_id") WHERE "contracts"."status" in ('active', 'terminationRequested');