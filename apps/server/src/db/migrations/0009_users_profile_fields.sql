ALTER TABLE "users" ADD COLUMN "certificates_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tele_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "urgent_contacts" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "urgent_tele_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ranks" text;