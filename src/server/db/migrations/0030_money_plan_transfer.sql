ALTER TABLE "family_money_plans" ADD COLUMN "credentials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "family_money_plans" ADD COLUMN "transfer_first" integer;--> statement-breakpoint
ALTER TABLE "family_money_plans" ADD COLUMN "transfer_second" integer;--> statement-breakpoint
ALTER TABLE "family_money_plans" ADD CONSTRAINT "family_money_plans_transfer_pair" CHECK (("family_money_plans"."transfer_first" is null) = ("family_money_plans"."transfer_second" is null));