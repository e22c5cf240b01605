CREATE TABLE "cafe_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cafe_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cafe_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cafe_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"comment" text,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "canteen_menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canteen_menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"portions" integer,
	"ordered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "canteen_menu_items_not_oversold" CHECK ("canteen_menu_items"."ordered" >= 0 and ("canteen_menu_items"."portions" is null or "canteen_menu_items"."ordered" <= "canteen_menu_items"."portions"))
);
--> statement-breakpoint
CREATE TABLE "canteen_menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canteen_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	CONSTRAINT "canteen_menus_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "canteen_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canteen_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	CONSTRAINT "canteen_order_lines_qty" CHECK ("canteen_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "canteen_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canteen_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"canteen_cutoff" text DEFAULT '10:30' NOT NULL,
	"cafe_opens" text DEFAULT '08:00' NOT NULL,
	"cafe_closes" text DEFAULT '18:00' NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'second' NOT NULL,
	"portion" integer,
	"unit" text DEFAULT 'g' NOT NULL,
	"price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"place" text DEFAULT 'both' NOT NULL,
	"available" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "cafe_order_lines" ADD CONSTRAINT "cafe_order_lines_order_id_cafe_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cafe_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_menu_items" ADD CONSTRAINT "canteen_menu_items_menu_id_canteen_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."canteen_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_order_lines" ADD CONSTRAINT "canteen_order_lines_order_id_canteen_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."canteen_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_orders" ADD CONSTRAINT "canteen_orders_menu_id_canteen_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."canteen_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cafe_order_lines_order_idx" ON "cafe_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cafe_orders_user_idx" ON "cafe_orders" USING btree ("user_id","date_add");--> statement-breakpoint
CREATE INDEX "cafe_orders_date_idx" ON "cafe_orders" USING btree ("date_add");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_menu_items_dish_uq" ON "canteen_menu_items" USING btree ("menu_id","dish_id");--> statement-breakpoint
CREATE INDEX "canteen_order_lines_order_idx" ON "canteen_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_orders_user_uq" ON "canteen_orders" USING btree ("menu_id","user_id");--> statement-breakpoint
CREATE INDEX "canteen_orders_user_idx" ON "canteen_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dishes_status_id_idx" ON "dishes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dishes_status_name_idx" ON "dishes" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "dishes_status_category_idx" ON "dishes" USING btree ("status","category","id");--> statement-breakpoint
CREATE INDEX "dishes_status_price_idx" ON "dishes" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "dishes_status_date_add_idx" ON "dishes" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "dishes_category_filter_idx" ON "dishes" USING btree ("status","category","name","id");--> statement-breakpoint
CREATE INDEX "dishes_place_filter_idx" ON "dishes" USING btree ("status","place","name","id");--> statement-breakpoint
CREATE INDEX "dishes_available_filter_idx" ON "dishes" USING btree ("status","available","name","id");--> statement-breakpoint
CREATE INDEX "dishes_search_trgm_idx" ON "dishes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dishes_search_fts_idx" ON "dishes" USING gin ("search_vector");