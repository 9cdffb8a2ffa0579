CREATE TABLE "dev_idp_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"uid" text,
	"grant_id" text,
	"user_code" text,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "dev_idp_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "dev_idp_records_uid_idx" ON "dev_idp_records" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "dev_idp_records_grant_idx" ON "dev_idp_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "dev_idp_records_expires_idx" ON "dev_idp_records" USING btree ("expires_at");