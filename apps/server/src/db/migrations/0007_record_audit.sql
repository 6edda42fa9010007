ALTER TABLE "groups" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "organization_administrators" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "organization_administrators" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" text;