-- The statements one guest cash order of three lines sends to PostgreSQL (decision 23), as a pgbench script:
-- bench/orders.ts runs it against the bench's own database to show what PostgreSQL alone can take on this
-- machine. Variables: a, b, c are three menu item ids (pgbench -D). Keep it in step with
-- server/features/orders/place-order.service.ts and the confirmation's outbox insert.
begin;
insert into orders (user_id, guest_token_hash, payment_method, customer_name, customer_email, customer_phone,
  is_delivery, delivery_location, delivery_notes, subtotal_cents, tax_cents, delivery_fee_cents,
  service_fee_cents, tip_cents, donation_cents, discount_cents, reward_id, reward_name, reward_name_so,
  reward_points, reward_cents, total_cents, language, scheduled_for, accept_email_marketing,
  accept_sms_marketing, confirmation_sent_at)
values (null, 'uOZxS1p4ITWVAfKqJ8f80dMNQ1NFIUtJuIUPo2-k3lY', 'cash', 'Bench Guest', 'bench@example.com', null,
  false, 'Pickup at store', null, 4000, 359, 0, 0, 0, 0, 0, null, null, null, 0, 0, 4359, 'en', null, false,
  false, now())
returning id \gset
with stored_lines as (
  insert into order_items (order_id, menu_item_id, name, unit_price_cents, quantity, options, note, reward_cents)
  select :id, l.menu_item_id, l.name, l.unit_price_cents, l.quantity, l.options, l.note, l.reward_cents
  from rows from (
    jsonb_to_recordset(('[{"menu_item_id":' || :a || ',"name":"Lemon Mint Juice","unit_price_cents":475,"quantity":1,"options":[{"id":51,"name":"Regular","nameSo":"Caadi","price":0}],"note":null,"reward_cents":0},{"menu_item_id":' || :b || ',"name":"Tamarind Cooler","unit_price_cents":450,"quantity":2,"options":[],"note":null,"reward_cents":0},{"menu_item_id":' || :c || ',"name":"Canjeero","unit_price_cents":875,"quantity":3,"options":[],"note":null,"reward_cents":0}]')::jsonb)
      as (menu_item_id integer, name text, unit_price_cents integer, quantity integer, options jsonb, note text,
          reward_cents integer)
  ) with ordinality as l(menu_item_id, name, unit_price_cents, quantity, options, note, reward_cents, n)
  order by l.n
  returning id
), stored_status as (
  insert into order_status_history (order_id, status, changed_by) values (:id, 'received', null)
  returning id, created_at
)
select (select json_agg(id order by id) from stored_lines) as line_ids, stored_status.id as status_id,
  to_json(stored_status.created_at) as status_at,
  (select count(*) from orders ahead where ahead.status in ('received', 'in_progress') and ahead.id < :id
     and not (ahead.payment_method = 'card' and ahead.payment_status = 'pending'))::int as ahead
from stored_status;
select pg_notify('shop_events', '{"kind":"order","orderId":' || :id || ',"change":"placed"}');
commit;
insert into outbox (recipient, subject, text_body, html_body, language)
values ('bench@example.com', 'Order SS-1001 is confirmed', repeat('Order SS-1001 is confirmed. ', 20),
  repeat('<p>Order SS-1001 is confirmed.</p>', 40), 'en');
