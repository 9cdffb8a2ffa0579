CREATE TABLE "memory_race_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"seed" bigint NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "memory_race_sequences_seed_range" CHECK ("memory_race_sequences"."seed" between 0 and 4294967295)
);
--> statement-breakpoint
ALTER TABLE "memory_race_sequences" ADD CONSTRAINT "memory_race_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_race_sequences_user_idx" ON "memory_race_sequences" USING btree ("user_id","issued_at");