CREATE TABLE "agent_permissions" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_downline" boolean DEFAULT true NOT NULL,
	"transfer_downline" boolean DEFAULT true NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
