CREATE TABLE "contract_profit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_profit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"direction" text DEFAULT 'expense' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"date" date,
	"kind" text DEFAULT 'contract' NOT NULL,
	"parent_id" integer,
	"type_id" integer NOT NULL,
	"profit_type_id" integer,
	"subject" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"organization_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"sum" numeric(18, 2),
	"sum_change" numeric(18, 2),
	"start_date" date,
	"expiry_date" date,
	"prolongation_auto" smallint DEFAULT 0 NOT NULL,
	"prolongation_term" integer,
	"prolongation_unit" text DEFAULT 'year',
	"prolongation_count" integer,
	"lawyer_id" integer,
	"responsible_id" integer,
	"project_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("number", '') || ' ' || coalesce("subject", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("subject", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE INDEX "contract_profit_types_status_id_idx" ON "contract_profit_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_profit_types_status_name_idx" ON "contract_profit_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "contract_profit_types_status_date_add_idx" ON "contract_profit_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contract_profit_types_direction_filter_idx" ON "contract_profit_types" USING btree ("status","direction","name","id");--> statement-breakpoint
CREATE INDEX "contract_profit_types_search_trgm_idx" ON "contract_profit_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_profit_types_search_fts_idx" ON "contract_profit_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contract_types_status_id_idx" ON "contract_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_types_status_name_idx" ON "contract_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "contract_types_status_date_add_idx" ON "contract_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contract_types_search_trgm_idx" ON "contract_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_types_search_fts_idx" ON "contract_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contracts_status_id_idx" ON "contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contracts_status_number_idx" ON "contracts" USING btree ("status","number","id");--> statement-breakpoint
CREATE INDEX "contracts_status_date_idx" ON "contracts" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "contracts_status_sum_idx" ON "contracts" USING btree ("status","sum","id");--> statement-breakpoint
CREATE INDEX "contracts_status_start_date_idx" ON "contracts" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "contracts_status_expiry_date_idx" ON "contracts" USING btree ("status","expiry_date","id");--> statement-breakpoint
CREATE INDEX "contracts_status_date_add_idx" ON "contracts" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contracts_kind_filter_idx" ON "contracts" USING btree ("status","kind","id","id");--> statement-breakpoint
CREATE INDEX "contracts_parent_id_filter_idx" ON "contracts" USING btree ("status","parent_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_type_id_filter_idx" ON "contracts" USING btree ("status","type_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_profit_type_id_filter_idx" ON "contracts" USING btree ("status","profit_type_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_state_filter_idx" ON "contracts" USING btree ("status","state","id","id");--> statement-breakpoint
CREATE INDEX "contracts_organization_id_filter_idx" ON "contracts" USING btree ("status","organization_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_contractor_id_filter_idx" ON "contracts" USING btree ("status","contractor_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_prolongation_auto_filter_idx" ON "contracts" USING btree ("status","prolongation_auto","id","id");--> statement-breakpoint
CREATE INDEX "contracts_lawyer_id_filter_idx" ON "contracts" USING btree ("status","lawyer_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_responsible_id_filter_idx" ON "contracts" USING btree ("status","responsible_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_project_id_filter_idx" ON "contracts" USING btree ("status","project_id","id","id");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_fts_idx" ON "contracts" USING gin ("search_vector");