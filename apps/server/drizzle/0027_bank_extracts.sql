CREATE TABLE "bank_extract_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_extract_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"extract_id" integer NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"sum" numeric(18, 2) NOT NULL,
	"direction" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_inn" text DEFAULT '' NOT NULL,
	"payer_kpp" text DEFAULT '' NOT NULL,
	"payer_account" text DEFAULT '' NOT NULL,
	"payer_bik" text DEFAULT '' NOT NULL,
	"payer_bank" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_inn" text DEFAULT '' NOT NULL,
	"payee_kpp" text DEFAULT '' NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"payee_bik" text DEFAULT '' NOT NULL,
	"payee_bank" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"date_written_off" date,
	"date_received" date,
	"interval_id" integer,
	"match_state" text DEFAULT 'unmatched' NOT NULL,
	"manual" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_extracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_extracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"sha256" text NOT NULL,
	"version" text NOT NULL,
	"encoding" text NOT NULL,
	"sender" text,
	"accounts" text DEFAULT '' NOT NULL,
	"date_from" date,
	"date_to" date,
	"documents" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bik" text NOT NULL,
	"name" text NOT NULL,
	"corr_account" text,
	"city" text,
	"swift" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("bik", '') || ' ' || coalesce("name", '') || ' ' || coalesce("corr_account", '') || ' ' || coalesce("city", '') || ' ' || coalesce("swift", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("bik", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("corr_account", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("city", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("swift", '')), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "bank_extract_lines" ADD CONSTRAINT "bank_extract_lines_extract_id_bank_extracts_id_fk" FOREIGN KEY ("extract_id") REFERENCES "public"."bank_extracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_extract_lines_doc_key" ON "bank_extract_lines" USING btree ("account","number","date","sum","payer_account","payee_account");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_date_idx" ON "bank_extract_lines" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_state_date_idx" ON "bank_extract_lines" USING btree ("match_state","date","id");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_account_date_idx" ON "bank_extract_lines" USING btree ("account","date","id");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_payee_inn_idx" ON "bank_extract_lines" USING btree ("payee_inn");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_payer_inn_idx" ON "bank_extract_lines" USING btree ("payer_inn");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_interval_idx" ON "bank_extract_lines" USING btree ("interval_id");--> statement-breakpoint
CREATE INDEX "bank_extract_lines_extract_idx" ON "bank_extract_lines" USING btree ("extract_id","id");--> statement-breakpoint
CREATE INDEX "bank_extracts_date_idx" ON "bank_extracts" USING btree ("date_add","id");--> statement-breakpoint
CREATE INDEX "bank_extracts_sha_idx" ON "bank_extracts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "banks_status_id_idx" ON "banks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "banks_status_bik_idx" ON "banks" USING btree ("status","bik","id");--> statement-breakpoint
CREATE INDEX "banks_status_name_idx" ON "banks" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "banks_status_city_idx" ON "banks" USING btree ("status","city","id");--> statement-breakpoint
CREATE INDEX "banks_status_date_add_idx" ON "banks" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "banks_search_trgm_idx" ON "banks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_search_fts_idx" ON "banks" USING gin ("search_vector");