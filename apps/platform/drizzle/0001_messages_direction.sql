ALTER TABLE "messages" ADD COLUMN "direction" text DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_type" text;