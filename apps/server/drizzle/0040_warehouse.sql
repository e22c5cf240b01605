CREATE TABLE "storages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'warehouse' NOT NULL,
	"parent_id" integer,
	"code" text,
	"responsible_id" integer,
	"deputy_id" integer,
	"address" text,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("code", '') || ' ' || coalesce("address", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("address", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "warehouse_act_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_act_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"act_id" integer NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"unit_id" integer,
	"quantity" numeric(18, 3) NOT NULL,
	"cost" numeric(18, 2),
	"position_id" integer,
	"holding_id" integer,
	"size" text,
	"wear_months" integer,
	"return_date" date
);
--> statement-breakpoint
CREATE TABLE "warehouse_acts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_acts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text DEFAULT '' NOT NULL,
	"date" date DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'done' NOT NULL,
	"storage_id" integer NOT NULL,
	"target_storage_id" integer,
	"recipient_id" integer,
	"project_id" integer,
	"application_id" integer,
	"count_id" integer,
	"comment" text,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer
);
--> statement-breakpoint
CREATE TABLE "warehouse_holdings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"project_id" integer,
	"act_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"storage_id" integer NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"returned" numeric(18, 3) DEFAULT '0' NOT NULL,
	"size" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"return_date" date,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "warehouse_holdings_returned" CHECK ("warehouse_holdings"."returned" >= 0 and "warehouse_holdings"."returned" <= "warehouse_holdings"."quantity")
);
--> statement-breakpoint
CREATE TABLE "warehouse_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"act_id" integer,
	"storage_id" integer NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"cost" numeric(18, 2),
	"holder_id" integer,
	"project_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_id" integer NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"unit_id" integer,
	"quantity" numeric(18, 3) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_stock_not_negative" CHECK ("warehouse_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_act_lines" ADD CONSTRAINT "warehouse_act_lines_act_id_warehouse_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."warehouse_acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_acts" ADD CONSTRAINT "warehouse_acts_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_acts" ADD CONSTRAINT "warehouse_acts_target_storage_id_storages_id_fk" FOREIGN KEY ("target_storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_holdings" ADD CONSTRAINT "warehouse_holdings_act_id_warehouse_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."warehouse_acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storages_status_id_idx" ON "storages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "storages_status_name_idx" ON "storages" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "storages_status_code_idx" ON "storages" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "storages_status_date_add_idx" ON "storages" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "storages_kind_filter_idx" ON "storages" USING btree ("status","kind","name","id");--> statement-breakpoint
CREATE INDEX "storages_parent_id_filter_idx" ON "storages" USING btree ("status","parent_id","name","id");--> statement-breakpoint
CREATE INDEX "storages_responsible_id_filter_idx" ON "storages" USING btree ("status","responsible_id","name","id");--> statement-breakpoint
CREATE INDEX "storages_deputy_id_filter_idx" ON "storages" USING btree ("status","deputy_id","name","id");--> statement-breakpoint
CREATE INDEX "storages_search_trgm_idx" ON "storages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "storages_search_fts_idx" ON "storages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "storages_parent_idx" ON "storages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "warehouse_act_lines_act_idx" ON "warehouse_act_lines" USING btree ("act_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_act_lines_position_idx" ON "warehouse_act_lines" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "warehouse_acts_date_idx" ON "warehouse_acts" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "warehouse_acts_kind_idx" ON "warehouse_acts" USING btree ("kind","date","id");--> statement-breakpoint
CREATE INDEX "warehouse_acts_storage_idx" ON "warehouse_acts" USING btree ("storage_id","date");--> statement-breakpoint
CREATE INDEX "warehouse_acts_target_idx" ON "warehouse_acts" USING btree ("target_storage_id","state");--> statement-breakpoint
CREATE INDEX "warehouse_acts_recipient_idx" ON "warehouse_acts" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "warehouse_holdings_user_idx" ON "warehouse_holdings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "warehouse_holdings_project_idx" ON "warehouse_holdings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "warehouse_holdings_return_idx" ON "warehouse_holdings" USING btree ("return_date");--> statement-breakpoint
CREATE INDEX "warehouse_movements_date_idx" ON "warehouse_movements" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "warehouse_movements_storage_idx" ON "warehouse_movements" USING btree ("storage_id","date");--> statement-breakpoint
CREATE INDEX "warehouse_movements_item_idx" ON "warehouse_movements" USING btree ("nomenclature_id","date");--> statement-breakpoint
CREATE INDEX "warehouse_movements_act_idx" ON "warehouse_movements" USING btree ("act_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_key_idx" ON "warehouse_stock" USING btree ("storage_id","nomenclature_id","batch","serial");--> statement-breakpoint
CREATE INDEX "warehouse_stock_nomenclature_idx" ON "warehouse_stock" USING btree ("nomenclature_id");