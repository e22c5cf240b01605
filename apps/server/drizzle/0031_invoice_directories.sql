CREATE TABLE "leftovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leftovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" integer NOT NULL,
	"bank_account" text NOT NULL,
	"bank_name" text,
	"date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("bank_account", '') || ' ' || coalesce("bank_name", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("bank_account", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("bank_name", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "procuratories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procuratories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("number", '') || ' ' || coalesce("note", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("note", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE INDEX "leftovers_status_id_idx" ON "leftovers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "leftovers_status_bank_account_idx" ON "leftovers" USING btree ("status","bank_account","id");--> statement-breakpoint
CREATE INDEX "leftovers_status_date_idx" ON "leftovers" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "leftovers_status_amount_idx" ON "leftovers" USING btree ("status","amount","id");--> statement-breakpoint
CREATE INDEX "leftovers_status_date_add_idx" ON "leftovers" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "leftovers_organization_id_filter_idx" ON "leftovers" USING btree ("status","organization_id","date","id");--> statement-breakpoint
CREATE INDEX "leftovers_state_filter_idx" ON "leftovers" USING btree ("status","state","date","id");--> statement-breakpoint
CREATE INDEX "leftovers_search_trgm_idx" ON "leftovers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leftovers_search_fts_idx" ON "leftovers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "procuratories_status_id_idx" ON "procuratories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "procuratories_status_number_idx" ON "procuratories" USING btree ("status","number","id");--> statement-breakpoint
CREATE INDEX "procuratories_status_date_from_idx" ON "procuratories" USING btree ("status","date_from","id");--> statement-breakpoint
CREATE INDEX "procuratories_status_date_to_idx" ON "procuratories" USING btree ("status","date_to","id");--> statement-breakpoint
CREATE INDEX "procuratories_status_date_add_idx" ON "procuratories" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "procuratories_user_id_filter_idx" ON "procuratories" USING btree ("status","user_id","date_to","id");--> statement-breakpoint
CREATE INDEX "procuratories_organization_id_filter_idx" ON "procuratories" USING btree ("status","organization_id","date_to","id");--> statement-breakpoint
CREATE INDEX "procuratories_search_trgm_idx" ON "procuratories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procuratories_search_fts_idx" ON "procuratories" USING gin ("search_vector");