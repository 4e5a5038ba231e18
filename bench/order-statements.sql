-- The statements a group of ten guest cash orders of three lines sends to PostgreSQL, as a pgbench script:
-- bench/orders.ts runs it against the bench's own database to show what PostgreSQL alone can take on this
-- machine (orders/s = transactions/s × 10). Orders placed at the same moment share one transaction
-- (server/features/orders/order-writer.ts; under the bench's load a group holds 10 to 50) and their
-- confirmations one insert (server/providers/email/outbox-sender.ts). Variables: a, b, c are three menu item
-- ids (pgbench -D). Keep it in step with order-writer.ts.
begin;
with stored as (
  insert into orders (user_id, guest_token_hash, payment_method, customer_name, customer_email, customer_phone,
    is_delivery, delivery_location, delivery_notes, subtotal_cents, tax_cents, delivery_fee_cents,
    service_fee_cents, tip_cents, donation_cents, discount_cents, reward_id, reward_name, reward_name_so,
    reward_points, reward_cents, total_cents, language, scheduled_for, accept_email_marketing,
    accept_sms_marketing, confirmation_sent_at)
  select null, 'uOZxS1p4ITWVAfKqJ8f80dMNQ1NFIUtJuIUPo2-k3lY', 'cash', 'Bench Guest', 'bench@example.com', null,
    false, 'Pickup at store', null, 4000, 359, 0, 0, 0, 0, 0, null, null, null, 0, 0, 4359, 'en', null, false,
    false, now()
  from generate_series(1, 10)
  returning *
)
select string_agg(id::text, ',' order by id) as ids, min(id) as first from stored \gset
with stored_lines as (
  insert into order_items (order_id, menu_item_id, name, unit_price_cents, quantity, options, note, reward_cents)
  select o.id, l.menu_item_id, l.name, l.unit_price_cents, l.quantity, l.options, l.note, l.reward_cents
  from unnest(array[:ids]::int[]) with ordinality as o(id, k)
  cross join rows from (
    jsonb_to_recordset(('[{"menu_item_id":' || :a || ',"name":"Lemon Mint Juice","unit_price_cents":475,"quantity":1,"options":[{"id":51,"name":"Regular","nameSo":"Caadi","price":0}],"note":null,"reward_cents":0},{"menu_item_id":' || :b || ',"name":"Tamarind Cooler","unit_price_cents":450,"quantity":2,"options":[],"note":null,"reward_cents":0},{"menu_item_id":' || :c || ',"name":"Canjeero","unit_price_cents":875,"quantity":3,"options":[],"note":null,"reward_cents":0}]')::jsonb)
      as (menu_item_id integer, name text, unit_price_cents integer, quantity integer, options jsonb, note text,
          reward_cents integer)
  ) with ordinality as l(menu_item_id, name, unit_price_cents, quantity, options, note, reward_cents, n)
  order by o.k, l.n
  returning id
), stored_statuses as (
  insert into order_status_history (order_id, status, changed_by)
  select id, 'received', null from unnest(array[:ids]::int[]) as s(id)
  returning id, order_id, created_at
)
select (select json_agg(id order by id) from stored_lines) as line_ids,
  (select json_agg(json_build_object('id', id, 'order_id', order_id, 'created_at', created_at))
    from stored_statuses) as statuses,
  (select count(*) from orders ahead where ahead.status in ('received', 'in_progress') and ahead.id < :first
     and not (ahead.payment_method = 'card' and ahead.payment_status = 'pending'))::int as ahead;
select pg_notify('shop_events', payload)
from unnest(array[:ids]::int[]) with ordinality as o(id, n),
  lateral (select '{"kind":"order","orderId":' || o.id || ',"change":"placed"}' as payload) as event
order by n;
commit;
insert into outbox (recipient, subject, text_body, html_body, language)
select 'bench@example.com', 'Order SS-1001 is confirmed', repeat('Order SS-1001 is confirmed. ', 20),
  repeat('<p>Order SS-1001 is confirmed.</p>', 40), 'en'
from generate_series(1, 10);
