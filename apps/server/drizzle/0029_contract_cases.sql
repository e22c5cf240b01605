CREATE TABLE "contract_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"case_index" text NOT NULL,
	"title" text NOT NULL,
	"division_id" integer NOT NULL,
	"year" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"storage_years" integer,
	"storage_article" text,
	"shelf" text,
	"box" text,
	"responsible_id" integer,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("case_index", '') || ' ' || coalesce("title", '') || ' ' || coalesce("shelf", '') || ' ' || coalesce("box", '') || ' ' || coalesce("note", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("case_index", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("shelf", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("box", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("note", '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "contract_divisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"head_id" integer,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("note", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("note", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "contract_originals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_originals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"inventory_number" text NOT NULL,
	"contract_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"sheets" integer NOT NULL,
	"placed_date" date NOT NULL,
	"placed_by" integer NOT NULL,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("inventory_number", '') || ' ' || coalesce("note", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("inventory_number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("note", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE INDEX "contract_cases_status_id_idx" ON "contract_cases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_cases_status_case_index_idx" ON "contract_cases" USING btree ("status","case_index","id");--> statement-breakpoint
CREATE INDEX "contract_cases_status_year_idx" ON "contract_cases" USING btree ("status","year","id");--> statement-breakpoint
CREATE INDEX "contract_cases_status_date_add_idx" ON "contract_cases" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contract_cases_division_id_filter_idx" ON "contract_cases" USING btree ("status","division_id","case_index","id");--> statement-breakpoint
CREATE INDEX "contract_cases_state_filter_idx" ON "contract_cases" USING btree ("status","state","case_index","id");--> statement-breakpoint
CREATE INDEX "contract_cases_responsible_id_filter_idx" ON "contract_cases" USING btree ("status","responsible_id","case_index","id");--> statement-breakpoint
CREATE INDEX "contract_cases_search_trgm_idx" ON "contract_cases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_cases_search_fts_idx" ON "contract_cases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contract_divisions_status_id_idx" ON "contract_divisions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_divisions_status_code_idx" ON "contract_divisions" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "contract_divisions_status_name_idx" ON "contract_divisions" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "contract_divisions_status_date_add_idx" ON "contract_divisions" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contract_divisions_head_id_filter_idx" ON "contract_divisions" USING btree ("status","head_id","code","id");--> statement-breakpoint
CREATE INDEX "contract_divisions_search_trgm_idx" ON "contract_divisions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_divisions_search_fts_idx" ON "contract_divisions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contract_originals_status_id_idx" ON "contract_originals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_originals_status_inventory_number_idx" ON "contract_originals" USING btree ("status","inventory_number","id");--> statement-breakpoint
CREATE INDEX "contract_originals_status_placed_date_idx" ON "contract_originals" USING btree ("status","placed_date","id");--> statement-breakpoint
CREATE INDEX "contract_originals_status_date_add_idx" ON "contract_originals" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contract_originals_contract_id_filter_idx" ON "contract_originals" USING btree ("status","contract_id","placed_date","id");--> statement-breakpoint
CREATE INDEX "contract_originals_case_id_filter_idx" ON "contract_originals" USING btree ("status","case_id","placed_date","id");--> statement-breakpoint
CREATE INDEX "contract_originals_placed_by_filter_idx" ON "contract_originals" USING btree ("status","placed_by","placed_date","id");--> statement-breakpoint
CREATE INDEX "contract_originals_search_trgm_idx" ON "contract_originals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_originals_search_fts_idx" ON "contract_originals" USING gin ("search_vector");