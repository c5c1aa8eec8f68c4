'use client';
import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';

// The dynamic stack floor's menu (see next.config.js; no app code): the hydrated restaurant and menu, an AppBar with
// the category Tabs, and 25 item cards, each calling useTranslation() once as a card component of the app would.

dayjs.extend(utc);
dayjs.extend(timezone);

/** The data came with the page (HydrationBoundary) and never goes stale here: nothing is fetched. */
const hydratedOnly = (queryKey) => ({
  queryKey,
  queryFn: () => Promise.reject(new Error('the stack floor fetches nothing')),
  staleTime: Infinity,
});

const hhmm = (iso) => dayjs(iso).tz('Asia/Tokyo').format('HH:mm');

function ItemCard({ item }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="article">
      <CardActionArea href={`/items/${item.id}`} data-item-id={item.id}>
        <CardMedia
          component="div"
          role="img"
          aria-label={item.name}
          sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.200' }}
        />
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {item.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.description}
          </Typography>
          <Typography variant="body1">{t('price', { price: item.price.toLocaleString('ja-JP') })}</Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Chip size="small" color="primary" variant="outlined" label={t(`tags.${item.tag}`)} />
        <Button variant="contained" size="small" disabled={item.soldOut}>
          {item.soldOut ? t('soldOut') : t('add')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function Menu({ restaurantKey, menuKey }) {
  const { t } = useTranslation();
  const { data: restaurant } = useQuery(hydratedOnly(restaurantKey));
  const { data: menu } = useQuery(hydratedOnly(menuKey));
  const [tab, setTab] = useState(0);
  if (!restaurant || !menu) return null;
  return (
    <Container maxWidth="sm" disableGutters>
      <AppBar position="sticky" color="inherit" elevation={0}>
        <Toolbar>
          <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {restaurant.name}
          </Typography>
          <Typography variant="caption">
            {t('hours', { from: hhmm(restaurant.opensAt), to: hhmm(restaurant.closesAt) })}
          </Typography>
        </Toolbar>
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value)}
          variant="scrollable"
          scrollButtons={false}
          aria-label={menu.name}
        >
          {menu.categories.map((category) => (
            <Tab key={category.id} label={category.name} />
          ))}
        </Tabs>
      </AppBar>
      <Box component="main" sx={{ p: 2 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {restaurant.notice}
        </Typography>
        <Stack spacing={2}>
          {menu.items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
