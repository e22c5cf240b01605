CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"response" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("who_add","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_date_idx" ON "idempotency_keys" USING btree ("date_add");