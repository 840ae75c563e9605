import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { REVIEWS_PER_SHOP, type Review, type Shop } from '@makro/domain/reviews';
import { useReviews } from '@/features/users/session-api';

const SHOP_LABEL: Record<Shop, string> = { tipm: 'TIPM', ecm: 'ECM' };
const ADVANCE_MS = 6000;

interface Slide extends Review {
  shop: Shop;
}

/** Alternates the two shops' reviews so both storefronts are seen early. */
function slidesOf(tipm: readonly Review[], ecm: readonly Review[]): Slide[] {
  const a = tipm.slice(0, REVIEWS_PER_SHOP).map((review) => ({ ...review, shop: 'tipm' as const }));
  const b = ecm.slice(0, REVIEWS_PER_SHOP).map((review) => ({ ...review, shop: 'ecm' as const }));
  const slides: Slide[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const first = a[i];
    const second = b[i];
    if (first) slides.push(first);
    if (second) slides.push(second);
  }
  return slides;
}

function BrandPanel() {
  return (
    <Stack gap="xs" className="makro-login-brand" data-testid="review-brand-panel">
      <Title order={2} c="white">
        Rebuilt to last.
      </Title>
      <Text c="white" opacity={0.85} maw={420}>
        TIPM power modules and engine control modules, tested, rebuilt and shipped by the Makro team.
      </Text>
    </Stack>
  );
}

export function ReviewCarousel() {
  const { data } = useReviews();
  const slides = data ? slidesOf(data.tipm, data.ecm) : [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return <BrandPanel />;
  const active = index % count;
  const slide = slides[active];
  if (!slide) return <BrandPanel />;
  const go = (step: number) => setIndex((active + step + count) % count);

  return (
    <Stack
      gap="md"
      maw={520}
      w="100%"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      data-testid="review-carousel"
    >
      <Text c="white" fw={600} tt="uppercase" fz="xs" style={{ letterSpacing: '0.12em' }}>
        What our customers say
      </Text>
      <Paper key={active} radius="lg" p="xl" shadow="md" className="makro-review-card" aria-live="polite">
        <Stack gap="sm">
          <Group justify="space-between">
            <IconQuote size={32} color="var(--mantine-color-makro-6)" aria-hidden="true" />
            <Badge variant="light" color={slide.shop === 'tipm' ? 'makro' : 'indigo'}>
              {SHOP_LABEL[slide.shop]}
            </Badge>
          </Group>
          <Text fz="md" lh={1.6} lineClamp={6}>
            {slide.comments}
          </Text>
          <Group justify="space-between" mt="xs">
            <Text fw={700}>{slide.display_name}</Text>
            <Rating value={slide.rating} readOnly size="sm" aria-label={`${slide.rating} stars`} />
          </Group>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Group gap={6} role="tablist" aria-label="Choose a review">
          {slides.map((item, i) => (
            <Box
              key={`${item.shop}-${item.display_name}-${i}`}
              component="button"
              type="button"
              role="tab"
              aria-selected={i === active}
              aria-label={`Review ${i + 1} of ${count}`}
              className="makro-carousel-dot"
              data-active={i === active || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </Group>
        <Group gap={6}>
          <ActionIcon variant="white" color="dark" radius="xl" aria-label="Previous review" onClick={() => go(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="white" color="dark" radius="xl" aria-label="Next review" onClick={() => go(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
}
