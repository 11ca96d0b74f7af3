import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The default error page (spec §8): unknown routes and errors thrown while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The user gets a plain message; the detail goes to the console for whoever debugs it.
  if (!notFound) console.error('Route error', error);
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={520} gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('app.errorPage.title')}
        </Title>
        <Text>{notFound ? t('app.errorPage.notFound') : t('app.errorPage.generic')}</Text>
        {isRouteErrorResponse(error) && (
          <Code>
            {error.status} {error.statusText}
          </Code>
        )}
        <Anchor component={Link} to="/">
          {t('app.errorPage.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
