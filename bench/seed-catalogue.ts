import pg from 'pg';

/**
 * A large catalogue for the benchmarks, made by PostgreSQL itself (generate_series), with the same spread as the
 * demo catalogue: seven categories, three colours, prices over every band, sizes with some sold out.
 */
export async function seedLargeCatalogue(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `
      insert into products (id, title, detail, description, color, price_paise, discounted_price_paise,
        discount_percent, top_level_category, second_level_category, third_level_category, image_url, total_quantity)
      select gen_random_uuid(),
        (array['Celeste','Aurora','Moonlit','Noor','Tara','Lotus','Sitara','Chandra'])[1 + g % 8] || ' ' ||
          (array['Gold','Rose Gold','Silver'])[1 + g % 3] || ' ' ||
          (array['Ring','Bracelet','Chain','Ring','Bracelet','Earrings','Necklace'])[1 + g % 7] || ' ' || g,
        'bench item', 'A hand-finished piece number ' || g || ' for the benchmark catalogue.',
        (array['gold','rosegold','silver'])[1 + g % 3],
        price, discounted, (100 * (price - discounted)) / price,
        case when g % 7 < 3 then 'men' else 'women' end, 'jewellery',
        (array['men_rings','men_bracelets','men_chains','women_rings','women_bracelets','women_earings','women_necklace'])[1 + g % 7],
        '/media/demo/' || (g % 70) || '-0.webp', 0
      from generate_series(1, $1::int) g,
        lateral (select (19900 + (g * 7919) % 280000) as discounted) d,
        lateral (select d.discounted + (d.discounted * (g % 9) * 10) / 100 as price) p`,
      [count],
    );
    await client.query(`
      insert into product_sizes (id, product_id, name, quantity, position)
      select gen_random_uuid(), p.id, s.name, case when (hashtext(p.id::text) + s.pos) % 6 = 0 then 0 else 1 + abs(hashtext(p.id::text)) % 9 end, s.pos
      from products p cross join (values ('s', 0), ('m', 1), ('l', 2)) as s(name, pos)
      where p.description like 'A hand-finished piece number %'`);
    await client.query(`
      update products p set total_quantity = s.total
      from (select product_id, sum(quantity)::int as total from product_sizes group by product_id) s
      where s.product_id = p.id`);
    await client.query(`
      insert into product_images (id, product_id, src, position)
      select gen_random_uuid(), p.id, p.image_url, 0 from products p
      where p.description like 'A hand-finished piece number %'`);
    await client.query('commit');
    // A catalogue that has been live a while has been vacuumed: its visibility map lets counts read only indexes.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
