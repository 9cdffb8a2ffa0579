/**
 * The directory's texts a reader needs in Spanish, keyed by scholarship id (src/data/scholarships.ts).
 * Scholarship, sponsor and program names are proper names and stay as the sponsor writes them; amounts and
 * figures are the sponsor's own (only the words around them are translated). Loaded only in Spanish.
 * A unit test checks that every scholarship has an entry.
 */
export type ScholarshipSpanish = { readonly amount: string; readonly eligibility: string };

export const SCHOLARSHIPS_ES: Readonly<Record<string, ScholarshipSpanish>> = {
  'coca-cola-scholars': {
    amount: '$20,000',
    eligibility:
      'Estudiantes del último año de preparatoria (high school) en EE. UU. con un GPA de al menos 3.0 que lideran y sirven a su comunidad. La primera etapa de la solicitud no pide ensayos ni cartas de recomendación.',
  },
  'gates-scholarship': {
    amount: 'El costo total de estudios que no cubra otra ayuda (beca de "último dólar")',
    eligibility:
      'Estudiantes del último año de preparatoria elegibles para la Beca Federal Pell, de al menos un grupo minoritario (afroamericano, indígena americano o nativo de Alaska, asiático-americano o de las islas del Pacífico, o hispano) y con un GPA ponderado de 3.3. Debes planear inscribirte a tiempo completo en una carrera de cuatro años.',
  },
  'jack-kent-cooke-college': {
    amount: 'Hasta $55,000 por año, hasta por cuatro años',
    eligibility:
      'Estudiantes destacados del último año de preparatoria con necesidad económica (ingreso familiar de hasta $95,000) y un GPA sin ponderar de 3.5 o más. Debes planear empezar en una universidad de cuatro años el otoño siguiente.',
  },
  'dell-scholars': {
    amount: '$20,000, más una laptop y créditos para libros de texto',
    eligibility:
      'Estudiantes del último año de preparatoria elegibles para la Beca Federal Pell, con un GPA de al menos 2.4, que participaron en un programa aprobado de preparación universitaria en los grados 11 y 12. Debes inscribirte a tiempo completo en una licenciatura (bachelor) el otoño después de graduarte.',
  },
  'questbridge-national-college-match': {
    amount: 'Beca completa de cuatro años en una universidad asociada',
    eligibility:
      'Estudiantes destacados del último año de preparatoria de familias de bajos ingresos (los finalistas suelen ganar menos de $65,000 en una familia de cuatro). Los finalistas ordenan las universidades asociadas y pueden ser admitidos antes con una beca completa.',
  },
  'elks-most-valuable-student': {
    amount: 'De $4,000 a $30,000',
    eligibility:
      'Estudiantes del último año de preparatoria con ciudadanía estadounidense; no necesitas tener un familiar en los Elks. Se evalúan las calificaciones, el liderazgo, el servicio y la necesidad económica.',
  },
  'horatio-alger-national': {
    amount: '$25,000',
    eligibility:
      'Solicítala en tu penúltimo año de preparatoria (junior) si has enfrentado dificultades y tienes una necesidad económica grave (ingreso bruto ajustado de la familia de $55,000 o menos), un GPA de 2.0 y ciudadanía estadounidense. La beca paga una licenciatura (bachelor) después de que te gradúes.',
  },
  'burger-king-scholars': {
    amount: 'De $1,000 a $50,000',
    eligibility:
      'Estudiantes que se gradúan de preparatoria en EE. UU., Puerto Rico, Guam o Canadá, con un GPA de 2.0 o más, que planean inscribirse a tiempo completo en una universidad de dos o cuatro años o en una escuela vocacional o técnica.',
  },
  'ron-brown-scholar': {
    amount: '$40,000 ($10,000 al año durante cuatro años)',
    eligibility:
      'Estudiantes afroamericanos del último año de preparatoria con excelentes calificaciones, que lideran, sirven a su comunidad y tienen necesidad económica. Debes ir a una universidad de cuatro años en EE. UU.',
  },
  'hispanic-scholarship-fund': {
    amount: 'De $500 a $5,000',
    eligibility:
      'Estudiantes de origen hispano con un GPA de al menos 3.0 (preparatoria) o 2.5 (universidad) que planean estudiar a tiempo completo. Debes presentar la FAFSA o el formulario de ayuda de tu estado.',
  },
  'uncf-scholarships': {
    amount: 'Varía según el programa',
    eligibility:
      'UNCF tiene cientos de programas de becas, sobre todo para estudiantes afroamericanos; su beca general pide ciudadanía estadounidense, necesidad económica, la FAFSA presentada y un GPA de 2.5 en una universidad miembro de UNCF. Cada programa tiene su propia fecha límite.',
  },
  'equitable-excellence': {
    amount: '$5,000 al año, renovable hasta por cuatro años ($20,000 en total)',
    eligibility:
      'Estudiantes del último año de preparatoria con necesidad económica, en los 50 estados, D.C. o Puerto Rico, que planean estudiar a tiempo completo en una universidad de dos o cuatro años. Demuestras ambición y ganas de ayudar a tu comunidad.',
  },
  'regeneron-science-talent-search': {
    amount: 'Hasta $250,000',
    eligibility:
      'Estudiantes en su último año de preparatoria en EE. UU. (de cualquier ciudadanía) o ciudadanos estadounidenses en el extranjero que hicieron un proyecto de investigación propio en ciencias, matemáticas o ingeniería.',
  },
  'davidson-fellows': {
    amount: '$25,000, $50,000 o $100,000',
    eligibility:
      'Jóvenes de 18 años o menos, ciudadanos o residentes permanentes de EE. UU., que terminaron un trabajo importante en ciencia, tecnología, ingeniería, matemáticas, literatura, música, filosofía o algo "fuera de lo común".',
  },
  'taco-bell-live-mas': {
    amount: 'Hasta $25,000',
    eligibility:
      'Jóvenes de 16 a 26 años en los 50 estados o D.C., que van a entrar o ya están en la universidad o en un programa técnico o vocacional. Envías un video corto o un ensayo sobre lo que te apasiona; no se revisan calificaciones ni exámenes.',
  },
  'swe-scholarships': {
    amount: 'Varía; SWE otorga más de $1 millón al año',
    eligibility:
      'Mujeres que estudian (o van a empezar) ingeniería, tecnología de ingeniería o ciencias de la computación; las estudiantes del último año de preparatoria usan la solicitud Emerging First Year Scholars. Una sola solicitud cubre todas las becas de SWE para las que califiques.',
  },
  'dod-smart': {
    amount: 'Colegiatura completa más un estipendio anual de $25,000 a $38,000',
    eligibility:
      'Estudiantes de STEM con un GPA de 3.0, ciudadanos de EE. UU., Australia, Canadá, Nueva Zelanda o el Reino Unido, que trabajarán para el Departamento de Defensa después de graduarse (un año por cada año de apoyo).',
  },
  'nsf-graduate-research-fellowship': {
    amount: 'Estipendio anual de $37,000 más $16,000 para gastos de educación, durante tres años',
    eligibility:
      'Ciudadanos, nacionales y residentes permanentes de EE. UU. que empiezan una maestría o un doctorado de investigación en STEM o en educación STEM; pueden solicitarla estudiantes a punto de graduarse y de los primeros años de posgrado.',
  },
  'american-legion-legacy': {
    amount: 'Hasta $20,000 al año',
    eligibility:
      'Hijos de militares de EE. UU. que murieron en servicio activo el 11 de septiembre de 2001 o después, o de veteranos posteriores al 11 de septiembre con una calificación de discapacidad combinada del VA de 50 % o más. Puedes volver a solicitarla hasta seis veces.',
  },
  'american-legion-oratorical': {
    amount: 'Hasta $25,000 (primer lugar nacional)',
    eligibility:
      'Estudiantes de preparatoria menores de 20 años que dan un discurso memorizado sobre la Constitución de EE. UU., empezando en un puesto local de la Legión. Las fechas límite de cada puesto y estado varían.',
  },
  'jackie-robinson-foundation': {
    amount: 'Apoyo por cuatro años; el monto depende de la necesidad',
    eligibility:
      'Estudiantes de minorías en su último año de preparatoria, con ciudadanía estadounidense, necesidad económica, buenas calificaciones, liderazgo y servicio. Debes ir a una universidad acreditada de cuatro años.',
  },
  'goldwater-scholarship': {
    amount: 'Hasta $7,500 al año',
    eligibility:
      'Estudiantes universitarios de segundo y tercer año que planean carreras de investigación en ciencias naturales, matemáticas o ingeniería, nominados por su universidad. Necesitas un GPA de 3.0 y ciudadanía o residencia permanente de EE. UU.',
  },
  'truman-scholarship': {
    amount: 'Hasta $30,000 para el posgrado',
    eligibility:
      'Estudiantes universitarios de tercer año, ciudadanos o nacionales de EE. UU., nominados por su universidad, con experiencia de servicio y planes de una carrera en el servicio público. Los becarios trabajan en el servicio público tres de los siete años después del posgrado.',
  },
  'udall-scholarship': {
    amount: 'Hasta $7,000',
    eligibility:
      'Estudiantes universitarios de segundo y tercer año comprometidos con carreras en el medio ambiente, o estudiantes indígenas americanos y nativos de Alaska que se preparan en política tribal o salud para comunidades nativas. Tu universidad te nomina.',
  },
  'gilman-scholarship': {
    amount: 'Hasta $5,000, o hasta $8,000 con el complemento de idioma crítico',
    eligibility:
      'Estudiantes universitarios con ciudadanía estadounidense que reciben la Beca Federal Pell y van a un programa de estudios o prácticas en el extranjero que da créditos. Hay dos fechas límite al año (primavera y otoño).',
  },
  'national-merit-scholarship': {
    amount: '$2,500 (National Merit Scholarship); los premios de empresas y universidades varían',
    eligibility:
      'Participas al tomar el PSAT/NMSQT en octubre de tu penúltimo año de preparatoria (junior); los mejores puntajes de cada estado pasan a semifinalistas y solicitan ser finalistas en el último año.',
  },
  'amazon-future-engineer': {
    amount: 'Hasta $40,000 ($10,000 al año) más una oferta de prácticas pagadas',
    eligibility:
      'Estudiantes del último año de preparatoria con necesidad económica que planean una licenciatura en ciencias de la computación o un campo afín y han tomado una clase de computación (o aprueban un examen de calificación).',
  },
  'vfw-voice-of-democracy': {
    amount: 'Hasta $35,000 (primer lugar nacional)',
    eligibility:
      'Estudiantes de los grados 9 a 12 escriben y graban un ensayo en audio de 3 a 5 minutos sobre el tema patriótico del año y participan a través de un puesto local de VFW.',
  },
  'duck-brand-stuck-at-prom': {
    amount: 'Gran premio de $10,000 en cada categoría (vestido y esmoquin)',
    eligibility:
      'Estudiantes de preparatoria en EE. UU. y Canadá que hacen un vestido o esmoquin de graduación con cinta Duck Tape y envían fotos. Participar no cuesta nada, pero tú pones la cinta.',
  },
  'jfk-profile-in-courage-essay': {
    amount: 'Hasta $10,000 (primer lugar)',
    eligibility:
      'Estudiantes de preparatoria de EE. UU. en los grados 9 a 12 escriben un ensayo de 700 a 1,000 palabras sobre un acto de valentía política de un funcionario electo de EE. UU. que sirvió en 1917 o después.',
  },
  'nurse-corps-scholarship': {
    amount: 'Colegiatura, cuotas y otros costos, más un estipendio mensual',
    eligibility:
      'Ciudadanos, nacionales o residentes permanentes de EE. UU. aceptados o inscritos en un programa de enfermería (diploma, título asociado, licenciatura o posgrado). Después de graduarte trabajas al menos dos años en un centro con escasez grave de enfermeras.',
  },
  'horatio-alger-career-technical': {
    amount: 'Hasta $2,500',
    eligibility:
      'Ciudadanos de EE. UU. con necesidad económica grave (elegibles para la Beca Federal Pell) que han superado dificultades y empiezan un certificado técnico o profesional o un título asociado en una escuela sin fines de lucro. Las solicitudes abren en primavera; revisa las fechas actuales.',
  },
  'mikeroweworks-work-ethic': {
    amount: 'Varía',
    eligibility:
      'Estudiantes del último año de preparatoria y graduados que se inscriben en un programa aprobado de oficios en una escuela de dos años, vocacional o técnica (no carreras de cuatro años). Firmas el S.W.E.A.T. Pledge y envías un ensayo, un video y referencias.',
  },
  'aws-foundation-welding': {
    amount: 'De $1,000 a más de $10,000 por estudiante',
    eligibility:
      'Graduados de preparatoria (o con GED) inscritos en un programa de capacitación o de título en soldadura o un campo afín en EE. UU. Los premios por distrito piden una declaración de necesidad económica no cubierta.',
  },
  'army-rotc-national': {
    amount: 'Colegiatura y cuotas completas (o alojamiento y comidas), más libros y un estipendio mensual',
    eligibility:
      'Ciudadanos de EE. UU. de 17 a 26 años con un GPA de 2.5 y un SAT de 920 o un ACT de 19 que aceptan servir como oficiales del Ejército después de la universidad. Los comités de revisión se reúnen varias veces al año (octubre, enero y marzo).',
  },
  'navy-rotc-national': {
    amount: 'Colegiatura completa, un estipendio para libros y un estipendio mensual',
    eligibility:
      'Ciudadanos de EE. UU. de 17 a 23 años con diploma de preparatoria que servirán como oficiales de la Marina o del Cuerpo de Marines después de la universidad. La solicitud abre en la primavera del penúltimo año y cierra en enero del último año.',
  },
  'air-force-rotc-high-school': {
    amount: 'Colegiatura completa (Tipo 1) o hasta $18,000 al año (Tipo 2), más libros y un estipendio mensual',
    eligibility:
      'Estudiantes del último año de preparatoria con ciudadanía estadounidense que servirán como oficiales de la Fuerza Aérea o de la Fuerza Espacial; la mayoría de las becas son para especialidades técnicas. La solicitud está abierta del 1 de julio al 31 de diciembre.',
  },
  'nhs-scholarship': {
    amount: 'De $3,200 a $25,000',
    eligibility:
      'Estudiantes del último año de preparatoria que son miembros activos y al corriente de la National Honor Society; el asesor de tu capítulo lo confirma.',
  },
  'apia-scholars': {
    amount: 'De $2,500 a $20,000',
    eligibility:
      'Estudiantes asiático-americanos, nativos de Hawái y de las islas del Pacífico que empiezan estudios universitarios, con un GPA de 2.7 o GED y la FAFSA; tienen prioridad quienes viven en el nivel de pobreza o debajo, y quienes son la primera generación de su familia en la universidad.',
  },
  'cobell-scholarship': {
    amount: 'Hasta $10,000 (licenciatura), $12,500 (posgrado) o $7,500 (vocacional)',
    eligibility:
      'Miembros inscritos de tribus con reconocimiento federal en EE. UU. que estudian a tiempo completo para un título o certificado vocacional en una escuela acreditada sin fines de lucro.',
  },
  'thurgood-marshall-college-fund': {
    amount: 'Varía según la beca',
    eligibility:
      'Estudiantes de las 47 universidades públicas miembros de TMCF, históricamente negras (HBCU) o de mayoría afroamericana; las becas se basan en el mérito y piden necesidad económica. Abren en distintas épocas del año.',
  },
  'point-foundation': {
    amount: 'Varía según el programa',
    eligibility:
      'Estudiantes LGBTQ que viven abiertamente su identidad y estudiarán a tiempo completo en una universidad acreditada de EE. UU.; se evalúan las calificaciones, el liderazgo, la participación en la comunidad y la necesidad económica.',
  },
  'jack-kent-cooke-transfer': {
    amount: 'Apoyo por varios años para terminar la licenciatura; el monto depende del costo y la necesidad',
    eligibility:
      'Estudiantes de college comunitario (o recién graduados) con un GPA de 3.5 y necesidad económica no cubierta que se transferirán a una universidad de cuatro años y nunca han estudiado en una.',
  },
  'noaa-hollings': {
    amount: 'Hasta $9,500 al año durante dos años, más prácticas pagadas en verano',
    eligibility:
      'Estudiantes universitarios de segundo año con ciudadanía estadounidense (o de un college comunitario que se transfieren) con un GPA de 3.0 en campos relacionados con la NOAA, como ciencias del océano, de la atmósfera, ambientales o de la computación.',
  },
  'astronaut-scholarship': {
    amount: 'Hasta $15,000',
    eligibility:
      'Estudiantes de especialidades STEM con ciudadanía estadounidense que pasan a tercer o cuarto año en una universidad participante, nominados por un profesor por su investigación.',
  },
  'acs-scholars': {
    amount: 'Hasta $5,000 al año',
    eligibility:
      'Estudiantes afroamericanos, hispanos/latinos e indígenas (desde el último año de preparatoria hasta el tercer año de universidad) con un GPA de 3.0 que estudiarán química o una ciencia afín. Debes ser ciudadano o residente permanente de EE. UU.',
  },
  'nsf-noyce-teacher': {
    amount: 'Lo fija cada universidad participante',
    eligibility:
      'Estudiantes y profesionales de STEM que se preparan para enseñar ciencias o matemáticas de kínder a 12.º grado en una universidad con programa Noyce. Enseñas dos años en un distrito escolar de alta necesidad por cada año de apoyo.',
  },
  'ihs-health-professions': {
    amount: 'Colegiatura, cuotas obligatorias y gastos de estudio y de vida',
    eligibility:
      'Miembros de tribus indígenas americanas y nativas de Alaska con reconocimiento federal, en programas elegibles de profesiones de la salud (como enfermería, medicina, odontología o farmacia). Sirves en un centro de salud indígena un año por cada año de apoyo.',
  },
  'nhsc-scholarship': {
    amount: 'Colegiatura, cuotas, otros costos y un estipendio mensual',
    eligibility:
      'Ciudadanos o nacionales de EE. UU. que estudian a tiempo completo para ser médicos de atención primaria, dentistas, enfermeros practicantes, enfermeras parteras o asistentes médicos. Sirves al menos dos años en una comunidad desatendida.',
  },
  'boren-scholarship': {
    amount: 'Hasta $25,000',
    eligibility:
      'Estudiantes universitarios con ciudadanía estadounidense que estudian en el extranjero un idioma poco enseñado, en regiones importantes para la seguridad de EE. UU. (no Europa Occidental, Canadá, Australia ni Nueva Zelanda). Los becarios trabajan para el gobierno federal al menos un año.',
  },
  'american-indian-college-fund': {
    amount: 'Varía',
    eligibility:
      'Miembros inscritos (o descendientes de miembros inscritos) de tribus con reconocimiento estatal o federal o de aldeas nativas de Alaska, en universidades tribales u otras universidades acreditadas. La solicitud abre el 1 de febrero; preséntala antes de la fecha prioritaria del 31 de mayo.',
  },
  'fulbright-us-student': {
    amount: 'Viaje, gastos de vida y más durante un año académico en el extranjero',
    eligibility:
      'Ciudadanos de EE. UU. que tendrán una licenciatura al empezar la beca (estudiantes a punto de graduarse, recién graduados y de posgrado) para estudiar, investigar o enseñar inglés en el extranjero.',
  },
  'marine-corps-scholarship-foundation': {
    amount: 'Varía; hasta $40,000 en cuatro años para hijos de marines heridos',
    eligibility:
      'Hijos de marines (o de enfermeros, capellanes y especialistas de programas religiosos de la Marina que sirvieron con marines) con un GPA de 2.0 y un ingreso familiar igual o menor al límite anual ($123,000 para 2025-26). Los programas técnicos y profesionales también cuentan.',
  },
  'fisher-house-military-children': {
    amount: '$2,000',
    eligibility:
      'Hijos solteros menores de 23 años de militares en servicio activo, de la Guardia o la Reserva, o retirados (registrados en DEERS), con un GPA de 3.0 en preparatoria o 2.5 en la universidad, que escriben un ensayo de 500 palabras.',
  },
  'tillman-scholars': {
    amount: 'Varía según la necesidad (colegiatura, cuotas, libros y gastos de vida)',
    eligibility:
      'Veteranos y militares en servicio activo (incluidas la Guardia y la Reserva) y sus cónyuges actuales o sobrevivientes que estudian a tiempo completo una licenciatura, un posgrado o un título profesional.',
  },
  'washington-crossing-foundation': {
    amount: 'De $500 a $5,000',
    eligibility:
      'Estudiantes del último año de preparatoria con ciudadanía estadounidense que planean una carrera en el servicio público; escribes un ensayo de una página y los ganadores asisten a una ceremonia de premiación en Pensilvania en abril.',
  },
  'federal-teach-grant': {
    amount: 'Hasta $4,000 al año ($3,772 para 2025-26)',
    eligibility:
      'Estudiantes de programas elegibles para TEACH que aceptan enseñar una materia de alta necesidad en una escuela de bajos ingresos durante cuatro años, dentro de los ocho años después de terminar. Si no lo haces, la subvención se convierte en un préstamo que pagas con intereses.',
  },
  'doodle-for-google': {
    amount: '$10,000 para cada uno de los cinco finalistas; $55,000 en total para el ganador nacional',
    eligibility:
      'Estudiantes de kínder a 12.º grado en escuelas de EE. UU. (incluida la educación en casa), Puerto Rico, los territorios de EE. UU. y D.C. crean un Google Doodle sobre el tema del año.',
  },
  'optimist-essay-contest': {
    amount: '$2,500 (ganador del distrito)',
    eligibility:
      'Estudiantes menores de 19 años (al 1 de octubre) que todavía no se han graduado, en EE. UU., Canadá o el Caribe, escriben un ensayo de 700 a 800 palabras y participan a través de un Optimist Club local.',
  },
  'patsy-mink-education-support': {
    amount: 'Hasta $5,000',
    eligibility:
      'Madres de bajos ingresos de al menos 17 años con hijos menores de edad, inscritas en un programa de capacitación, de inglés como segundo idioma (ESL) o de GED, o que estudian para un título técnico, vocacional, asociado, de licenciatura o de posgrado.',
  },
  'hispanic-heritage-youth-awards': {
    amount: 'Apoyo para la universidad o para un proyecto comunitario (el monto varía)',
    eligibility:
      'Estudiantes de origen hispano en su último año de preparatoria, con un GPA sin ponderar de 3.0, que entrarán a la universidad el año siguiente, en una de diez categorías, desde negocios hasta tecnología.',
  },
  'nih-undergraduate-scholarship': {
    amount: 'Hasta $20,000 al año',
    eligibility:
      'Ciudadanos o residentes permanentes de EE. UU. en universidades de cuatro años con un GPA de 3.3 (o en el 5 % más alto) y una necesidad económica excepcional que planean carreras de investigación en salud biomédica, del comportamiento o social. Trabajas en los NIH cada verano y un año después de graduarte por cada año de apoyo.',
  },
  'afsa-high-school-essay': {
    amount: '$2,500, más un viaje a Washington, D.C. y un viaje de Semester at Sea',
    eligibility:
      'Estudiantes de los grados 9 a 12 (en EE. UU. o sus territorios, o ciudadanos de EE. UU. en el extranjero) cuyos padres no están en el Servicio Exterior escriben un ensayo de 1,000 a 1,500 palabras sobre un tema de política exterior.',
  },
};

type GuideItemEs = { readonly title: string; readonly body: string; readonly linkLabel?: string };

/** The guide above the directory (SCHOLARSHIP_GUIDE), item for item in the same order; links keep their addresses. */
export const SCHOLARSHIP_GUIDE_ES: {
  readonly whereToLook: readonly GuideItemEs[];
  readonly howToApply: readonly GuideItemEs[];
  readonly scams: { readonly rule: string; readonly warningSigns: readonly string[]; readonly whatToDo: readonly string[] };
} = {
  whereToLook: [
    {
      title: 'Empieza con tu consejero escolar',
      body: 'Los consejeros se enteran de becas locales de negocios, clubes y fundaciones comunitarias. Las becas locales tienen muchos menos solicitantes que las nacionales, así que tus probabilidades son mejores.',
    },
    {
      title: 'Pregunta a las universidades donde vas a aplicar',
      body: 'La mayor parte del dinero para becas viene de las propias universidades. Revisa las páginas de ayuda financiera y becas de cada universidad, y pregunta si te consideran automáticamente o si necesitas una solicitud aparte.',
    },
    {
      title: 'Usa buscadores gratuitos',
      body: 'El Scholarship Finder del Departamento de Trabajo de EE. UU. y la página de becas de Federal Student Aid son gratuitos. Nunca tienes que pagarle a nadie para que busque por ti.',
      linkLabel: 'CareerOneStop Scholarship Finder (en inglés)',
    },
    {
      title: 'Busca cerca de casa',
      body: 'Pregunta por becas en tu trabajo, en los trabajos de tus padres o tutores, en sindicatos, iglesias y grupos a los que perteneces. La agencia de subvenciones de tu estado tiene una lista de programas estatales.',
    },
    {
      title: 'Presenta la FAFSA',
      body: 'Muchas becas (y todas las subvenciones federales y la mayoría de las estatales) usan la FAFSA para medir la necesidad económica. Preséntala cada año lo antes posible.',
      linkLabel: 'La FAFSA en StudentAid.gov',
    },
    {
      title: 'Explora este directorio',
      body: 'Las becas nacionales de abajo se repiten cada año. Filtra por tu grado, tu campo de estudio y el mes en que puedes trabajar en las solicitudes.',
    },
  ],
  howToApply: [
    {
      title: '1. Haz una lista y un calendario',
      body: 'Anota cada beca para la que calificas, su fecha límite y lo que pide. Muchas becas grandes cierran en el otoño del último año de preparatoria, así que empieza el verano anterior.',
    },
    {
      title: '2. Lee las reglas dos veces',
      body: 'Solicita solo las becas cuyos requisitos cumples todos (grado, GPA, ciudadanía, campo de estudio, ingresos). Una solicitud que no califica es tiempo perdido.',
    },
    {
      title: '3. Junta tus documentos una sola vez',
      body: 'Ten una carpeta con tu historial académico (transcript), una lista de actividades y trabajos con fechas y horas, tus puntajes de exámenes si los tienes y tus resultados de la FAFSA.',
    },
    {
      title: '4. Pide cartas de recomendación con tiempo',
      body: 'Pídelas a maestros, consejeros o empleadores al menos tres semanas antes de la fecha límite. Dales tu lista de actividades y lo que busca la beca.',
    },
    {
      title: '5. Escribe ensayos que respondan la pregunta',
      body: 'Cuenta una historia concreta que muestre quién eres y responde cada parte de la pregunta. Puedes reusar buenos párrafos, pero adáptalos a cada pregunta.',
    },
    {
      title: '6. Revisa y envía con tiempo',
      body: 'Pide a alguien que lea tu solicitud. Envíala unos días antes de la fecha límite, guarda una copia y confirma que tus recomendadores enviaron sus cartas.',
    },
    {
      title: '7. Avisa a la oficina de ayuda financiera de tu universidad',
      body: 'Informa a tu universidad de las becas externas. Algunas universidades ajustan tu paquete de ayuda, así que pregunta cómo tratan las becas externas.',
    },
    {
      title: '8. No te rindas',
      body: 'Solicita varias becas, también las pequeñas, y sigue solicitando cada año que estés estudiando.',
    },
  ],
  scams: {
    rule: 'Nunca pagues por solicitar una beca, y nunca le pagues a alguien para que te encuentre becas. Los patrocinadores reales regalan dinero; no lo piden.',
    warningSigns: [
      '"La beca está garantizada o te devolvemos tu dinero." Nadie puede garantizar que vas a ganar.',
      '"No vas a encontrar esta información en ningún otro lugar." Las listas de becas son gratuitas.',
      '"Solo necesitamos el número de tu tarjeta de crédito o de tu cuenta bancaria para apartarte esta beca."',
      '"Nosotros hacemos todo el trabajo." Las solicitudes reales necesitan tus propios ensayos y documentos.',
      '"La beca tiene un costo": una cuota de solicitud, de trámite o de "liberación".',
      '"Te eligió una fundación nacional" o "Eres finalista" de un concurso en el que nunca participaste.',
    ],
    whatToDo: [
      'No des tu número de Seguro Social ni datos de tu banco o tarjeta para "apartar" una beca.',
      'Antes de hacer algo, revisa cualquier oferta con tu consejero escolar o con la oficina de ayuda financiera de una universidad.',
      'Ten cuidado con los "seminarios gratuitos" que terminan siendo ventas de ayuda pagada.',
      'Denuncia los fraudes a la Comisión Federal de Comercio (FTC) en ftc.gov/scholarshipscams o al 1-877-FTC-HELP (1-877-382-4357).',
      'Waypoint solo incluye becas gratuitas; dejamos fuera becas conocidas que cobran cuotas de inscripción o exigen una membresía pagada.',
    ],
  },
};
